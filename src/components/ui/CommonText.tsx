'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locale'

/** The few words every page's own client parts say (toasts, the loading overlay, the API client's fallback). */
export type CommonText = {
  locale: Locale
  close: string
  loading: string
  requestFailed: string
  /** The first-visit location question (FirstVisitLocator). */
  locate: { question: string; use: string; dismiss: string }
}

const CommonTextContext = createContext<CommonText>({
  locale: DEFAULT_LOCALE,
  close: '×',
  loading: '…',
  requestFailed: '',
  locate: { question: '', use: '', dismiss: '' },
})

/**
 * Those words as plain strings from the server layout — not next-intl's client provider, whose ICU
 * message formatter (~12 KB gzip) would then be on every page. Pages with forms still get next-intl
 * through `ClientMessages`.
 */
export function CommonTextProvider({ value, children }: { value: CommonText; children: ReactNode }) {
  return <CommonTextContext.Provider value={value}>{children}</CommonTextContext.Provider>
}

export const useCommonText = () => useContext(CommonTextContext)
