import { describe, expect, it } from 'vitest'

import { objectStorageOptions, usesObjectStorage } from './storage'

describe('object storage settings', () => {
  it('stay off without S3_BUCKET, yet keep the same columns (one schema, one set of migrations)', () => {
    expect(usesObjectStorage({})).toBe(false)
    expect(usesObjectStorage({ S3_BUCKET: '  ' })).toBe(false)
    const options = objectStorageOptions({})
    expect(options.enabled).toBe(false)
    expect(options.alwaysInsertFields).toBe(true)
    expect(Object.keys(options.collections)).toEqual(['media', 'kyc-documents'])
  })

  it('an S3-compatible store: endpoint, path style, keys, no public ACL, checksums only where required', () => {
    const options = objectStorageOptions({
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(options).toMatchObject({ enabled: true, bucket: 'shop', collections: { media: { prefix: 'media' }, 'kyc-documents': { prefix: 'kyc' } } })
    expect(options.acl).toBeUndefined()
    expect(options.config).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
  })

  it('AWS itself: no endpoint, the SDK’s own credential chain when no keys are given', () => {
    const options = objectStorageOptions({ S3_BUCKET: 'shop', S3_REGION: 'ap-northeast-1', S3_ACCESS_KEY_ID: 'only-half' })
    expect(options.config).not.toHaveProperty('endpoint')
    expect(options.config).not.toHaveProperty('credentials')
    expect(options.config).toMatchObject({ region: 'ap-northeast-1', forcePathStyle: false })
  })
})
