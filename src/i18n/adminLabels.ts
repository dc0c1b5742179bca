import type { Locale } from '@/domain/locale'

import en from '../../messages/admin/labels/en.json'
import ja from '../../messages/admin/labels/ja.json'
import ko from '../../messages/admin/labels/ko.json'
import vi from '../../messages/admin/labels/vi.json'
import zhCN from '../../messages/admin/labels/zh-CN.json'
import zhTW from '../../messages/admin/labels/zh-TW.json'

export type AdminLabels = typeof zhTW

/**
 * The admin namespace's Payload labels (groups, collections, fields, options, help texts), by locale: the config
 * reads them (src/cms/labels.ts), so they have files of their own, apart from the words the admin's client
 * components carry (messages/admin/<locale>.json). Same keys in six languages (npm run check:messages).
 */
export const ADMIN_LABELS: Record<Locale, AdminLabels> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi }
