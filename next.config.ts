import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      // The order form (browser) checks a phone number with libphonenumber's small metadata (length per
      // country, ~50 KB less to download); the server checks it exactly with the full metadata — the
      // same shared schema, and a server refusal shows under the field.
      'libphonenumber-js/max': { browser: 'libphonenumber-js/min' },
    },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
