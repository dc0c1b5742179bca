import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/server/http/securityHeaders'
import { tapPayConfig } from './src/server/payments/config'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const headerOptions = {
  dev: process.env.NODE_ENV === 'development',
  production: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
  extraOrigins: process.env.CSP_EXTRA_ORIGINS,
  // TapPay's SDK and hosted card fields (the local sandbox by default), fixed at build time like the rest.
  paymentOrigin: new URL(tapPayConfig().sdkUrl).origin,
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The container (Dockerfile): only the files the server loads (traced), no dev dependencies or build-time binaries.
  ...(process.env.SHOP_STANDALONE_OUTPUT === 'true' ? { output: 'standalone' as const } : {}),
  // Next's in-memory layer over its file-system cache (50 MB by default): hot pages are answered from the page
  // micro-cache (src/server/http/pageCache.ts) anyway, and a miss here is a file read (README, "Server memory").
  cacheMaxMemorySize: 8 * 1024 * 1024,
  // Next's file-system page cache, answering cached pages with their stylesheets inlined (issue 39, LCP; the file says how).
  // Production only: the development server links its stylesheets as they change.
  ...(process.env.NODE_ENV === 'production' ? { cacheHandler: path.resolve('src/server/http/inlineStylesCacheHandler.mjs') } : {}),
  // The same options for the proxy (src/proxy.ts), which sends storefront pages this policy plus the chat
  // widget's origin when site settings turn it on: inlined at build time, so both policies agree.
  env: { SHOP_CSP_OPTIONS: JSON.stringify(headerOptions) },
  // Media images by their short address (CatalogImage's imageLoader): next/image's optimizer, same width, quality 75.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/img/:width(\\d{2,4})/:file([\\w.-]+)', destination: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F:file&w=:width&q=75' },
        // Apple Pay's domain verification, at the address Apple asks (404 unless Apple Pay is configured).
        { source: '/.well-known/apple-developer-merchantid-domain-association', destination: '/api/wallets/apple-domain-association' },
      ],
    }
  },
  // Static headers (a per-request nonce would turn every cached page into a per-request render). One rule per path: the
  // API and the admin are left out of the first, so no request gets (and Next compiles) a policy twice. The admin has the
  // pages' policy, with the camera allowed (the pickup desk's QR scan).
  async headers() {
    return [
      { source: '/:path((?!api(?:/|$)|admin(?:/|$)).*)', headers: securityHeaders(headerOptions) },
      { source: '/admin/:path*', headers: securityHeaders(headerOptions, { camera: true }) },
      { source: '/api/:path*', headers: securityHeaders(headerOptions, { api: true }) },
    ]
  },
  reactStrictMode: true,
  // Server-only packages Node loads from node_modules, once per process, instead of Turbopack bundling them into the
  // server chunks: bundled, Payload, Drizzle and the report/PDF/mail libraries were emitted again in each route group's
  // chunk (six copies of a 3.8 MB chunk, two of a 4.3 MB one), and every route a server loads compiled and kept its own
  // copy's source. withPayload does the same for development only; no package that holds client components
  // ('use client' exports in the admin's import map: @payloadcms/ui, next, richtext-lexical, plugin-seo, storage-s3) is here.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@payloadcms/graphql',
    '@payloadcms/email-nodemailer',
    'exceljs',
    'pdfkit',
    'fontkit',
    'nodemailer',
    'qrcode',
    'passkit-generator',
  ],
  // `npm test` type-checks the whole project before its e2e build (`npm run typecheck`), so that build does not
  // do it a second time; every other build (npm run build, the container) checks types as usual.
  typescript: { ignoreBuildErrors: process.env.SHOP_BUILD_TYPECHECKED === 'true' },
  // A CI machine builds once on a clean clone: writing Turbopack's build cache there only costs time.
  ...(process.env.CI ? { experimental: { turbopackFileSystemCacheForBuild: false } } : {}),
  turbopack: {
    resolveAlias: {
      // The order form (browser) checks a phone number with libphonenumber's small metadata (length per
      // country, ~50 KB less to download); the server checks it exactly with the full metadata — the
      // same shared schema, and a server refusal shows under the field.
      'libphonenumber-js/max': { browser: 'libphonenumber-js/min' },
    },
  },
  images: {
    // WebP only: AVIF saves a little more but costs the server seconds of CPU per image and width (sharp), and the
    // phone more to decode; on a 2-core server that was a noticeable share of the first visits' time.
    formats: ['image/webp'],
    // Fewer widths than Next's default (8 device + 7 image widths): every <img> lists its srcset in the HTML, and the
    // home page has a dozen. 384 for cards on desktop, 640–1200 for phones at 1–3× and the banner (600 px wide on desktop);
    // no 1920: no media here is wider than 1600 px, so it only repeated the original in every srcset.
    deviceSizes: [640, 828, 1200],
    imageSizes: [96, 256, 384],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
}

/**
 * withPayload adds `Accept-CH`, `Vary` and `Critical-CH: Sec-CH-Prefers-Color-Scheme` to every answer (`/:path*`), for the
 * admin's theme on its first paint. On the storefront nothing reads that hint, and `Critical-CH` makes Chrome ask a first
 * visitor's page twice (the first answer thrown away, a 307 to itself in the network log): a round trip more before
 * anything shows, on every page a new visitor lands on (issue 39, LCP). The rule is kept for the admin only.
 */
function colorSchemeHintForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      )
    },
  }
}

export default colorSchemeHintForAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
