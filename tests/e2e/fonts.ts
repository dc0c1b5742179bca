/**
 * Chromium here (and in CI) has no CJK font: Chinese, Japanese and Korean pages rendered as boxes, so a test's layout
 * checks and screenshots saw box widths, not a traveller's glyphs. The Noto Sans CJK cuts the PDFs already embed
 * (@embedpdf/fonts-*, installed with the project) are added to the browser's fontconfig, after the system's fonts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FONT_PACKAGES = ['fonts-tc', 'fonts-sc', 'fonts-jp', 'fonts-kr', 'fonts-latin']

/** The path of a fontconfig file with the packaged fonts, for FONTCONFIG_FILE; undefined when none is installed. */
export function packagedFontConfig(root = process.cwd()): string | undefined {
  const dirs = FONT_PACKAGES.map((name) => path.join(root, 'node_modules', '@embedpdf', name, 'fonts')).filter((dir) => existsSync(dir))
  if (!dirs.length) return undefined
  const out = path.join(root, 'node_modules', '.cache', 'e2e-fonts')
  mkdirSync(out, { recursive: true })
  const file = path.join(out, 'fonts.conf')
  const xml = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    ...dirs.map((dir) => `  <dir>${dir}</dir>`),
    `  <cachedir>${path.join(out, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n')
  writeFileSync(file, xml)
  return file
}
