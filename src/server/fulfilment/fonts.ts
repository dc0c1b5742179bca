import 'server-only'

/**
 * The PDF's fonts (SIL OFL Noto, installed by npm from the @embedpdf/fonts-* packages, never fetched at run time):
 * Noto Sans for Latin (Vietnamese included), then the Noto Sans CJK cut of the order's language, then the other CJK
 * cuts for a character the first lacks (a Hangul name in a Chinese order). pdfkit embeds a subset of each font a PDF
 * uses, only the glyphs it draws.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'

import type { Locale } from '@/domain/locale'

export type FontFace = 'regular' | 'bold'
export type FontCut = 'latin' | 'tc' | 'sc' | 'jp' | 'kr'

const FILES: Record<FontCut, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: 'fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  tc: { pkg: 'fonts-tc', regular: 'NotoSansHant-Regular.otf', bold: 'NotoSansHant-Bold.otf' },
  sc: { pkg: 'fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  jp: { pkg: 'fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  kr: { pkg: 'fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
}

// Han characters are drawn differently in Taiwan, mainland China, Japan and Korea: the order's language picks the cut.
// English and Vietnamese orders of this Taiwanese shop get the Taiwanese one (catalog names are zh-TW first).
const CJK: Record<Locale, FontCut[]> = {
  'zh-TW': ['tc', 'sc', 'jp', 'kr'],
  'zh-CN': ['sc', 'tc', 'jp', 'kr'],
  ja: ['jp', 'tc', 'sc', 'kr'],
  ko: ['kr', 'tc', 'sc', 'jp'],
  en: ['tc', 'sc', 'jp', 'kr'],
  vi: ['tc', 'sc', 'jp', 'kr'],
}

// Parsed once per process and shared by every PDF: parsing a font's tables again for each document took a second.
const fonts = new Map<string, fontkit.Font>()

/** The font (the server's working directory is the app's root, as in the container). */
export function pdfFont(cut: FontCut, face: FontFace): fontkit.Font {
  const key = `${cut}-${face}`
  let font = fonts.get(key)
  if (!font) {
    const file = FILES[cut]
    font = fontkit.create(readFileSync(path.join(process.cwd(), 'node_modules', '@embedpdf', file.pkg, 'fonts', file[face]))) as fontkit.Font
    fonts.set(key, font)
  }
  return font
}

/** A run of text and the font cut to draw it with. */
export type FontRun = { cut: FontCut; text: string }

const has = (cut: FontCut, char: string) => pdfFont(cut, 'regular').hasGlyphForCodePoint(char.codePointAt(0)!)

/**
 * The text cut into runs, each drawn with the first font that has its characters: Noto Sans for Latin text; text with
 * any other script all in the CJK cut of the order's language (its Latin letters too: fonts of other heights on one
 * line put their baselines apart), the other cuts for what it lacks. Spaces and characters no font has stay in their run.
 */
export function fontRuns(text: string, locale: Locale): FontRun[] {
  const chain: FontCut[] = [...text].every((char) => has('latin', char) || /\s/.test(char)) ? ['latin'] : [...CJK[locale], 'latin']
  const runs: FontRun[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const cut = /\s/.test(char) && last ? last.cut : (chain.find((c) => has(c, char)) ?? last?.cut ?? 'latin')
    if (last && last.cut === cut) last.text += char
    else runs.push({ cut, text: char })
  }
  return runs
}
