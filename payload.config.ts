import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media } from './src/cms/collections/Media'
import { Members } from './src/cms/collections/Members'
import { Staff } from './src/cms/collections/Staff'
import { SiteSettings } from './src/cms/globals/SiteSettings'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from './src/domain/locale'
import { databaseUrl, payloadSecret, siteUrl } from './src/server/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: siteUrl(),
  secret: payloadSecret(),
  admin: {
    user: Staff.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Taiwan SIM admin' },
  },
  collections: [Staff, Members, Media],
  globals: [SiteSettings],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_INFO[code].label })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  i18n: {
    fallbackLanguage: 'en',
    supportedLanguages: { en, zh, 'zh-TW': zhTw, ja, ko, vi },
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: Number(process.env.DATABASE_POOL_MAX || 10) },
    // Production applies committed migrations (scripts/run.ts); dev pushes into its own database.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
