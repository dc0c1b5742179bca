/**
 * Runs in the browser before the app hydrates (Next's instrumentation-client convention).
 *
 * zod compiles fast validators with `new Function` unless told not to, and checks first whether it may — a
 * check our Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page that
 * validates anything. The browser validates small forms, where compiling gains nothing: zod runs without it
 * here. The server keeps zod's default.
 *
 * Set through the object zod's `config()` writes to (`globalThis.__zod_globalConfig`, which zod creates
 * only if it is missing and shares between its copies) rather than by importing zod: an import would put
 * ~5 KB of zod on every page (measured with `npm run bench:js`). The object is changed in place, so the
 * setting holds whichever of the two runs first. The e2e "break none of their own Content-Security-Policy"
 * test fails if a zod upgrade stops reading it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(shared.__zod_globalConfig ??= {}).jitless = true
