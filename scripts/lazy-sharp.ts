/**
 * `sharp` in the Payload tasks' bundle (scripts/server-bundle.ts aliases the package to this file): the same function,
 * loaded from node_modules the first time something calls it or reads one of its properties. payload.config.ts hands
 * sharp to Payload for an upload's image sizes, and a pass's icons and a KYC image's check use it too; the messaging
 * worker does none of these, and loading sharp put libvips (~10 MB of RSS) into it for nothing. The seed task loads it
 * at its first demo image. The web server (Next's build) keeps the package itself.
 */
import { createRequire } from 'node:module'

import type Sharp from 'sharp'

let sharp: typeof Sharp | undefined
// In the bundle, import.meta.url is the project's payload.config.ts (server-bundle.ts): node_modules is beside it.
const load = () => (sharp ??= createRequire(import.meta.url)('sharp') as typeof Sharp)

const lazySharp = new Proxy(function sharp() {} as unknown as typeof Sharp, {
  apply: (_target, thisArg, args: unknown[]) => Reflect.apply(load(), thisArg, args),
  construct: (_target, args: unknown[]) => Reflect.construct(load(), args),
  get: (_target, key) => Reflect.get(load(), key),
  has: (_target, key) => Reflect.has(load(), key),
})

export default lazySharp
