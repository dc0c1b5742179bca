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

import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'

import { Activities } from './src/cms/collections/Activities'
import { Airports } from './src/cms/collections/Airports'
import { Banners } from './src/cms/collections/Banners'
import { DeviceModels } from './src/cms/collections/DeviceModels'
import { EsimCodes } from './src/cms/collections/EsimCodes'
import { FaqCategories } from './src/cms/collections/FaqCategories'
import { Faqs } from './src/cms/collections/Faqs'
import { Guides } from './src/cms/collections/Guides'
import { Media } from './src/cms/collections/Media'
import { Members } from './src/cms/collections/Members'
import { News } from './src/cms/collections/News'
import { ObservationSlotRules } from './src/cms/collections/ObservationSlotRules'
import { OrderEvents } from './src/cms/collections/OrderEvents'
import { Orders } from './src/cms/collections/Orders'
import { Pages } from './src/cms/collections/Pages'
import { Partners } from './src/cms/collections/Partners'
import { Payments } from './src/cms/collections/Payments'
import { PickupRegions } from './src/cms/collections/PickupRegions'
import { ProductCategories } from './src/cms/collections/ProductCategories'
import { Products } from './src/cms/collections/Products'
import { PromoCodes } from './src/cms/collections/PromoCodes'
import { TopUpPlans } from './src/cms/collections/TopUpPlans'
import { RateLimitHits } from './src/cms/collections/RateLimitHits'
import { Reviews } from './src/cms/collections/Reviews'
import { SerialNumbers } from './src/cms/collections/SerialNumbers'
import { SlotReservations } from './src/cms/collections/SlotReservations'
import { StockAlerts } from './src/cms/collections/StockAlerts'
import { Outbox } from './src/cms/collections/Outbox'
import { watchPoolErrors } from './src/server/db/poolErrors'
import { PooledClient } from './src/server/db/pooledClient'
import { Staff } from './src/cms/collections/Staff'
import { VerificationCodes } from './src/cms/collections/VerificationCodes'
import { KycApplications } from './src/cms/collections/KycApplications'
import { KycDocuments } from './src/cms/collections/KycDocuments'
import { SupportMessages } from './src/cms/collections/SupportMessages'
import { SurveyAnswers } from './src/cms/collections/SurveyAnswers'
// Staff desks (issue 13, desk)
import { AuditLog } from './src/cms/collections/AuditLog'
import { TicketUses } from './src/cms/collections/TicketUses'
import { PasskeyChallenges } from './src/cms/collections/PasskeyChallenges'
import { Passkeys } from './src/cms/collections/Passkeys'
import { StaffSecondFactors } from './src/cms/collections/StaffSecondFactors'
import { StaffSignInSteps } from './src/cms/collections/StaffSignInSteps'
import { counterSeesNoGlobal, counterSeesOnlyPickups } from './src/cms/access/counterSeesOnlyPickups'
import { ExchangeRates } from './src/cms/globals/ExchangeRates'
import { Home } from './src/cms/globals/Home'
import { restrictJobStats } from './src/cms/globals/jobStats'
import { SiteSettings } from './src/cms/globals/SiteSettings'
import { Survey } from './src/cms/globals/Survey'
import { chargeRefundEndpoint } from './src/api/handlers/chargeRefund'
import { jobRetryEndpoint } from './src/api/handlers/jobRetry'
import { withAdminFormats, withGlobalFormats } from './src/cms/adminFormats'
import { withAdminLabels, withGlobalLabels, withSeoLabels } from './src/cms/labels'
import { withLocaleSafety } from './src/cms/localeSafety'
import { livePreview } from './src/cms/livePreview'
import { badQueryValue } from './src/cms/hooks/badQueryValue'
import { restrictLockedDocuments } from './src/cms/access/lockedDocuments'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from './src/domain/locale'
import { adminOrigins } from './src/domain/siteOrigins'
import { databaseUrl, payloadSecret, siteUrl } from './src/server/env'
import { createLogger } from './src/server/logger'
import { objectStorageOptions } from './src/server/storage'
import { shopEmailAdapter } from './src/server/mail/adapter'
import { issueInvoiceTask, voidInvoiceTask } from './src/server/invoice/jobs'
import { jobsAccess, jobsCollectionOverrides, sendMailTask } from './src/server/mail/jobs'
import { sendSmsTask } from './src/server/sms/jobs'
import { cancelUnpaidOrdersTask } from './src/server/payments/jobs'
import { issueEsimTask } from './src/server/fulfilment/wholesale'
import { startInlineRunner } from './src/server/inlineRunner'
import { applyTopUpTask } from './src/server/topUp/topUpJob'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: siteUrl(),
  secret: payloadSecret(),
  admin: {
    user: Staff.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Taiwan SIM admin' },
    // Payload's own avatar: Gravatar would send a hash of each staff e-mail to a third party (and the CSP refuses it).
    avatar: 'default',
    // Payload's own dates are in the browser's zone, which it cannot change: the pattern names the zone (2026-11-28
    // 08:45 GMT+8), as the shop's Taiwan-time cells do. The document header's two are replaced by Taiwan-time ones
    // (withAdminFormats / withGlobalFormats).
    dateFormat: 'yyyy-MM-dd HH:mm O',
    // Drafts seen on the storefront as they are written (issue 38 §7): src/cms/livePreview.ts.
    livePreview,
    // Staff desks (issue 13, desk): the order desk (support) and the pickup desk (counter).
    components: {
      header: ['/components/admin/SiteAddressBanner#SiteAddressBanner'],
      beforeDashboard: ['/components/admin/Dashboard#Dashboard'],
      afterNavLinks: ['/components/admin/desk/DeskNavLinks#DeskNavLinks'],
      // "Sign in with a passkey" under the password form (issue 41); the endpoint sets Payload's own staff cookie.
      // The code after a staff password (issue 41.2) shows first when the server holds the sign-in for it.
      afterLogin: ['/components/admin/secondFactor/StaffSecondStep#StaffSecondStep', '/components/admin/passkeys/StaffPasskeyLogin#StaffPasskeyLogin'],
      views: {
        orderDesk: { Component: '/components/admin/desk/OrderDeskView#OrderDeskView', path: '/order-desk' },
        pickupDesk: { Component: '/components/admin/desk/PickupDeskView#PickupDeskView', path: '/pickup-desk' },
        ticketDesk: { Component: '/components/admin/desk/TicketDeskView#TicketDeskView', path: '/ticket-desk' },
      },
    },
  },
  // The staff cookie is accepted from the site address and, on one machine, its loopback aliases.
  csrf: adminOrigins(siteUrl()),
  endpoints: [jobRetryEndpoint, chargeRefundEndpoint],
  hooks: { afterError: [badQueryValue] },
  // Every collection: locale completeness + publish rule, translated labels, Taiwan-time/NT$/word cells.
  collections: [
    ProductCategories,
    Products,
    Activities,
    ObservationSlotRules,
    PickupRegions,
    Airports,
    Banners,
    News,
    Guides,
    FaqCategories,
    Faqs,
    Reviews,
    Pages,
    Media,
    DeviceModels,
    Orders,
    OrderEvents,
    Payments,
    EsimCodes,
    StockAlerts,
    Partners,
    PromoCodes,
    TopUpPlans,
    SerialNumbers,
    SlotReservations,
    Members,
    Staff,
    Outbox,
    VerificationCodes,
    RateLimitHits,
    SupportMessages,
    SurveyAnswers,
    KycApplications,
    KycDocuments,
    AuditLog, // staff desks (issue 13, desk)
    TicketUses, // the ticket check (issue 36)
    Passkeys, // passkeys of members and staff (issue 41.2)
    PasskeyChallenges,
    StaffSecondFactors, // the staff second factor (issue 41.2)
    StaffSignInSteps,
  ]
    .map((collection) => withAdminFormats(withAdminLabels(withLocaleSafety(collection))))
    .map(counterSeesOnlyPickups), // staff desks: the counter role sees only its pickups
  globals: [Home, SiteSettings, ExchangeRates, Survey].map(withGlobalLabels).map(withGlobalFormats).map(counterSeesNoGlobal),
  onInit: async (payload) => {
    restrictJobStats(payload)
    restrictLockedDocuments(payload)
    // An idle connection cut by a PostgreSQL restart must not be an uncaught exception (tests/e2e/faults.spec.ts).
    watchPoolErrors(payload)
  },
  email: shopEmailAdapter(),
  jobs: {
    tasks: [sendMailTask, sendSmsTask, issueInvoiceTask, voidInvoiceTask, issueEsimTask, applyTopUpTask, cancelUnpaidOrdersTask],
    // A server that runs its own jobs runs the workers' loop in-process (src/server/inlineRunner.ts); with
    // separate workers (npm start runs one) the web process only queues. No Payload crons either way.
    autoRun: startInlineRunner,
    access: jobsAccess,
    jobsCollectionOverrides,
  },
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
    // `min`: connections kept open while idle, so a burst after a quiet spell does not wait for new ones.
    pool: {
      connectionString: databaseUrl(),
      max: Number(process.env.DATABASE_POOL_MAX || 10),
      min: Math.min(Number(process.env.DATABASE_POOL_MIN || 4), Number(process.env.DATABASE_POOL_MAX || 10)),
      // A database that does not answer (a network partition, not a refused connection) fails a request
      // after 10 s with a 503 (src/server/db/unavailable.ts) instead of holding it until the client gives up.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS || 10_000),
      // Connects outside the request that asks: a kept connection does not keep that request (src/server/db/pooledClient.ts).
      Client: PooledClient,
    },
    // Production applies committed migrations (scripts/run.ts); dev pushes into its own database.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  sharp,
  plugins: [
    seoPlugin({
      collections: ['products', 'news', 'pages'],
      globals: ['home'],
      uploadsCollection: 'media',
      tabbedUI: false,
      // Its meta fields are added after withAdminLabels: translated as the plugin hands them over.
      fields: withSeoLabels,
      generateTitle: ({ doc }) => String((doc as { name?: string; title?: string }).name ?? (doc as { title?: string }).title ?? ''),
      generateDescription: ({ doc }) => String((doc as { summary?: string; intro?: string }).summary ?? (doc as { intro?: string }).intro ?? ''),
    }),
    // Uploaded images and KYC documents on S3-compatible storage when S3_BUCKET is set, the local disk otherwise.
    s3Storage(objectStorageOptions()),
  ],
  // Payload regenerates the types on every start outside production, in a child process (~8 s of CPU) that outlives
  // a short script: every seed, migration, test fixture and int worker paid for it. Only `npm run dev` does it now;
  // elsewhere `npm run generate:types` (and `tsc` fails on a field the types do not know).
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
  telemetry: false,
  // Production: Payload's own lines as JSON through the shop's logger (with the request id); elsewhere its pretty default.
  ...(process.env.NODE_ENV === 'production' ? { logger: createLogger(undefined, { forPayload: true }) } : {}),
})
