import type { Locale } from '@/domain/locale'

import en from '../../messages/en.json'
import ja from '../../messages/ja.json'
import ko from '../../messages/ko.json'
import vi from '../../messages/vi.json'
import zhCN from '../../messages/zh-CN.json'
import zhTW from '../../messages/zh-TW.json'

export type Messages = typeof zhTW

/** All UI strings, by locale. zh-TW is the reference file; the others have the same keys (checked in CI). */
export const MESSAGES: Record<Locale, Messages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi }
