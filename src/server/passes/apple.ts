import 'server-only'

/**
 * An Apple Wallet pass (`.pkpass`) of one voucher, ticket or eSIM: pass.json, the icons, a pass.strings per
 * language (the labels are keys, so Wallet shows them in the phone's language), the manifest of SHA-1s and its
 * detached PKCS#7 signature by the pass type's certificate (passkit-generator, node-forge underneath).
 */
import { PKPass } from 'passkit-generator'
import sharp from 'sharp'

import { LOCALES, type Locale } from '@/domain/locale'
import { taipeiInstant, type WalletItem } from '@/domain/walletPass'

import type { AppleWalletConfig } from './config'
import { passTexts } from './texts'

/** Wallet's folder name of each shop language. */
const LPROJ: Record<Locale, string> = { 'zh-TW': 'zh-Hant', 'zh-CN': 'zh-Hans', en: 'en', ja: 'ja', ko: 'ko', vi: 'vi' }

/** The shop's mark (public/favicon.svg), kept here so a pass needs no file of the deployment. */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0a6e5c"/><path d="M20 14h18l8 8v28a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2V16a2 2 0 0 1 2-2z" fill="#fff"/><rect x="24" y="30" width="16" height="14" rx="2" fill="#e8590c"/></svg>'

let icons: Promise<Record<string, Buffer>> | undefined
/** icon.png at 1×, 2× and 3× (29 pt) and the logo (50 pt high), drawn once per process. */
function passIcons(): Promise<Record<string, Buffer>> {
  const png = (size: number) => sharp(Buffer.from(MARK)).resize(size, size).png().toBuffer()
  icons ??= Promise.all([png(29), png(58), png(87), png(50), png(100)]).then(([i1, i2, i3, l1, l2]) => ({
    'icon.png': i1,
    'icon@2x.png': i2,
    'icon@3x.png': i3,
    'logo.png': l1,
    'logo@2x.png': l2,
  }))
  return icons
}

/** A value of a .strings file (the library writes `"key" = "value";` as it is given). */
const stringsEscaped = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

const STYLE: Record<WalletItem['kind'], 'generic' | 'eventTicket'> = { voucher: 'generic', ticket: 'eventTicket', esim: 'generic' }

/** The pass of `item` of order `orderNumber`, values written in `locale`, labels in all six languages. */
export async function applePass(config: AppleWalletConfig, orderNumber: string, item: WalletItem, locale: Locale): Promise<Buffer> {
  const texts = passTexts(locale)
  const structure: Record<string, { key: string; label: string; value: string }[]> = {}
  const area = { header: 'headerFields', primary: 'primaryFields', secondary: 'secondaryFields', auxiliary: 'auxiliaryFields', back: 'backFields' } as const
  for (const field of item.fields) {
    ;(structure[area[field.area]] ??= []).push({ key: field.key, label: field.label, value: texts.value(field, item) })
  }
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: `${orderNumber}-${item.id}`,
    organizationName: texts.organization,
    description: `description.${item.kind}`,
    logoText: texts.organization,
    backgroundColor: 'rgb(10,110,92)',
    foregroundColor: 'rgb(255,255,255)',
    labelColor: 'rgb(220,240,235)',
    sharingProhibited: true,
    [STYLE[item.kind]]: structure,
    ...(item.barcode ? { barcodes: [{ format: 'PKBarcodeFormatQR', message: item.barcode, messageEncoding: 'iso-8859-1', altText: orderNumber }] } : {}),
    ...(item.relevant ? { relevantDate: taipeiInstant(item.relevant.date, item.relevant.time).toISOString() } : {}),
  }
  const pass = new PKPass({ ...(await passIcons()), 'pass.json': Buffer.from(JSON.stringify(passJson)) }, {
    wwdr: config.wwdr,
    signerCert: config.signerCert,
    signerKey: config.signerKey,
    ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
  })
  for (const lang of LOCALES) {
    const words = passTexts(lang)
    const strings: Record<string, string> = {}
    for (const field of item.fields) strings[field.label] = words.label(field.label)
    for (const kind of ['voucher', 'ticket', 'esim'] as const) strings[`description.${kind}`] = words.description(kind)
    pass.localize(LPROJ[lang], Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, stringsEscaped(text)])))
  }
  return pass.getAsBuffer()
}
