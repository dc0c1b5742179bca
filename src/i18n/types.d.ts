import type { Locale } from '@/domain/locale'
import type { Messages } from './messages'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
