/**
 * Where uploaded files live. Without S3_BUCKET: the local disk (MEDIA_DIR, KYC_DIR), right for one machine.
 * With it: an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …) through
 * @payloadcms/storage-s3, so every app process on every machine reads and writes the same files.
 *
 * Files are still served through Payload's /api/<collection>/file/<name> (the default of the adapter): the
 * collection's `access.read` keeps deciding (KYC images: admins and support only), the URLs in the database
 * and the pages stay the same whichever storage is on, and next/image keeps optimising /api/media/file/**.
 * Buckets stay private: nothing is written with a public ACL.
 *
 * The plugin always adds its two columns (`prefix`, `_objectKey`; `alwaysInsertFields`), so the database
 * schema — and the committed migrations — are the same with and without object storage. They say where a
 * file is read from; the plugin keeps them on updates without a new file and contains a given prefix under the
 * collection's, so an editor cannot point a public image at a KYC key (tests/int/object-storage.test.ts).
 */
import type { S3StorageOptions } from '@payloadcms/storage-s3'

type Env = Record<string, string | undefined>

/** The key prefix of each collection's files in the bucket. */
export const STORAGE_PREFIXES = { media: 'media', 'kyc-documents': 'kyc' } as const

/** Whether uploads go to object storage (S3_BUCKET set). */
export const usesObjectStorage = (env: Env = process.env) => Boolean(env.S3_BUCKET?.trim())

/** Options for @payloadcms/storage-s3 from the environment (.env.example documents each variable). */
export function objectStorageOptions(env: Env = process.env): S3StorageOptions {
  const bucket = env.S3_BUCKET?.trim() ?? ''
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    enabled: usesObjectStorage(env),
    alwaysInsertFields: true,
    bucket,
    collections: {
      media: { prefix: STORAGE_PREFIXES.media },
      'kyc-documents': { prefix: STORAGE_PREFIXES['kyc-documents'] },
    },
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // MinIO and most self-hosted stores address buckets by path (host/bucket/key), not by sub-domain.
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Keys from the environment when given; otherwise the SDK's own chain (instance role, AWS_* variables).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default
      // (a CRC trailer on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
