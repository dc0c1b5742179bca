import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locale'

import styles from './ReviewCard.module.css'

const languageNames = new Map<Locale, Intl.DisplayNames>()
/** "Japanese", "日文", "일본어"… for a text's language, in the page's language (Traditional/Simplified for Chinese). */
export function languageName(locale: Locale, language: Locale): string {
  let names = languageNames.get(locale)
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })))
  return names.of(language === 'zh-TW' ? 'zh-Hant' : language === 'zh-CN' ? 'zh-Hans' : language) ?? language
}

/**
 * "Written in English": said of a text shown in another language than the page's (a review, or an item staff
 * show in languages it is not translated into; issue 38 §10). Nothing when it is in the page's language.
 */
export async function WrittenIn({ language, className, testId = 'written-in' }: { language: Locale | null; className?: string; testId?: string }) {
  const [t, locale] = await Promise.all([getTranslations('reviews'), getLocale() as Promise<Locale>])
  if (!language || language === locale) return null
  return (
    <span className={[styles.language, className].filter(Boolean).join(' ')} data-testid={testId}>
      {t('writtenIn', { language: languageName(locale, language) })}
    </span>
  )
}
