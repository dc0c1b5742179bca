/**
 * A software WebAuthn authenticator for the int tests (the e2e tests use Chromium's virtual one): an ES256 key per
 * credential, "none" attestation, user presence and verification set, a signature counter it moves on itself.
 * It speaks the JSON @simplewebauthn/browser hands the server, so the server's real verification runs.
 */
import { createECDH, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

import { isoCBOR } from '@simplewebauthn/server/helpers'

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url')

type Options = { challenge: string; user?: { id: string } }

type Keys = { publicKey: KeyObject; privateKey: KeyObject }

/** The P-256 key pair whose private scalar is SHA-256 of `seed` (below the curve's order for all but ~2^-32 of seeds). */
function keysFrom(seed: string): Keys {
  const d = sha256(`key:${seed}`)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(d)
  const point = ecdh.getPublicKey()
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }
  return { privateKey: createPrivateKey({ key: { ...jwk, d: b64url(d) }, format: 'jwk' }), publicKey: createPublicKey({ key: jwk, format: 'jwk' }) }
}

export class SoftAuthenticator {
  readonly credentialId: Buffer<ArrayBuffer>
  private readonly keys: Keys
  private userHandle: string | undefined
  counter = 0

  /**
   * `seed`: the same credential and key pair in every process that names it (the e2e workers share one passkey per
   * seeded staff account, put on the account once per run); without, a new random one.
   */
  constructor(
    private readonly rpID: string,
    private readonly origin: string,
    seed?: string,
  ) {
    this.credentialId = seed ? Buffer.from(sha256(`credential:${seed}`).subarray(0, 16)) : randomBytes(16)
    this.keys = seed ? keysFrom(seed) : generateKeyPairSync('ec', { namedCurve: 'P-256' })
  }

  get id() {
    return b64url(this.credentialId)
  }

  /** The credential's public key as the server stores it (COSE, base64url): for a test that puts the passkey on an account itself. */
  get publicKey() {
    return b64url(this.cosePublicKey())
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' }) as { x: string; y: string }
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
      ]),
    )
  }

  private authenticatorData(withCredential: boolean): Buffer {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    // UP (0x01), UV (0x04), and AT (0x40) when a credential is attached.
    const flags = Buffer.from([0x01 | 0x04 | (withCredential ? 0x40 : 0)])
    const parts = [sha256(this.rpID), flags, counter]
    if (withCredential) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(this.credentialId.length)
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.cosePublicKey()))
    }
    return Buffer.concat(parts)
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: Options, origin = this.origin) {
    this.userHandle = options.user?.id
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(this.authenticatorData(true))],
      ]) as never,
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    }
  }

  /** The answer to sign-in options (navigator.credentials.get); the counter moves on unless `counter` is given. */
  login(options: Options, { counter, userHandle }: { counter?: number; userHandle?: string } = {}) {
    this.counter = counter ?? this.counter + 1
    const authenticatorData = this.authenticatorData(false)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge)
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...((userHandle ?? this.userHandle) ? { userHandle: userHandle ?? this.userHandle } : {}),
      },
      clientExtensionResults: {},
    }
  }
}
