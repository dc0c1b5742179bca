/**
 * Staff preview of the templates with sample data: the request/reply shapes of /api/emailTemplate
 * (also used by the OpenAPI registry) and the renderer behind it. No I/O.
 */
import { z } from 'zod'

import { LOCALE_INFO, LOCALES, type Locale } from '@/domain/locale'

import { MAIL_SAMPLES, sampleData, sampleVariants } from './samples'
import { renderMail, renderVerificationSms } from './templates'
import { MAIL_KINDS, type MailKind } from './types'

/** A language as the locale (ja, zh-TW), its short code (tw, cn) or its lang header value (jp, kr, zh-tw). */
export function parseLang(value: string): Locale | undefined {
  const v = value.trim().toLowerCase()
  return LOCALES.find((l) => l.toLowerCase() === v || LOCALE_INFO[l].short === v || LOCALE_INFO[l].langHeader === v)
}

export const emailTemplateRequestSchema = z
  .strictObject({
    kind: z.enum(MAIL_KINDS),
    /** Defaults to the request's `lang` header. */
    lang: z.string().max(10).refine((v) => parseLang(v) !== undefined, 'invalidValue').optional(),
    /** Only sample data is rendered; accepted for clarity. */
    sample: z.literal(true).optional(),
    /** A sample variant of the kind (see `variants` in the reply); defaults to the first. */
    variant: z.string().max(40).optional(),
  })
  .refine((v) => v.variant === undefined || v.variant in MAIL_SAMPLES[v.kind], { path: ['variant'], message: 'invalidValue' })

export const emailTemplateDataSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  locale: z.enum(LOCALES),
  lang: z.string(),
  variant: z.string(),
  variants: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The SMS text, for kinds that also go by SMS (verificationCode). */
  sms: z.string().optional(),
})
export type EmailTemplatePreview = z.infer<typeof emailTemplateDataSchema>

/** Renders `kind` in `locale` with its sample data; undefined for an unknown variant. */
export function renderPreview(kind: MailKind, locale: Locale, variant?: string): EmailTemplatePreview | undefined {
  const chosen = variant ?? sampleVariants(kind)[0]!
  const data = sampleData(kind, chosen, locale)
  if (!data) return undefined
  const mail = renderMail(kind, locale, data as never)
  const code = kind === 'verificationCode' ? MAIL_SAMPLES.verificationCode[chosen] : undefined
  return {
    kind,
    locale,
    lang: LOCALE_INFO[locale].short,
    variant: chosen,
    variants: sampleVariants(kind),
    ...mail,
    ...(code ? { sms: renderVerificationSms(locale, code) } : {}),
  }
}
