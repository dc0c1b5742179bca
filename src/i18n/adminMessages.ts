import type { Locale } from '@/domain/locale'

import en from '../../messages/admin/en.json'
import ja from '../../messages/admin/ja.json'
import ko from '../../messages/admin/ko.json'
import vi from '../../messages/admin/vi.json'
import zhCN from '../../messages/admin/zh-CN.json'
import zhTW from '../../messages/admin/zh-TW.json'

import { localeOfAdminLanguage } from './adminLanguage'

export type AdminMessages = typeof zhTW

/**
 * The admin's own words (desks, admin components), by locale: the `admin` namespace, its own files beside the
 * storefront's so the admin's client parts do not carry the storefront's messages. zh-TW is the reference; the
 * others have the same keys and placeholders (npm run check:messages).
 */
export const ADMIN_MESSAGES: Record<Locale, AdminMessages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi }

/** The admin words in an admin language (Payload's i18n language; English for another). */
export const adminMessages = (language: string | undefined): AdminMessages => ADMIN_MESSAGES[localeOfAdminLanguage(language)]
