import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const WAIT_ON_A_CONDITION =
  'a fixed sleep: wait on a condition or an event instead (expect.poll, expect(…).toPass, vi.waitUntil, waitFor in tests/int/helpers.ts, a job run finished, page.clock)'

/** The shapes of a wait by the clock; a setTimeout whose callback does something (a kill after a deadline) is not one. */
const FIXED_SLEEPS = [
  // setTimeout(resolve, ms): a promise resolved by the clock.
  "CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
  "CallExpression[callee.name='setTimeout'][arguments.0.type=/FunctionExpression$/][arguments.0.body.type='CallExpression'][arguments.0.body.arguments.length=0]",
  "CallExpression[callee.name='setTimeout'][arguments.0.type=/FunctionExpression$/][arguments.0.body.type='BlockStatement'][arguments.0.body.body.length=1][arguments.0.body.body.0.expression.type='CallExpression'][arguments.0.body.body.0.expression.arguments.length=0]",
  "MemberExpression[property.name='waitForTimeout']",
  "CallExpression[callee.name=/^(sleep|delay|pause|wait)$/i]",
  "ImportDeclaration[source.value=/^(node:)?timers\\u002Fpromises$/]",
  "CallExpression[callee.object.name='Atomics'][callee.property.name='wait']",
  "CallExpression > Literal.arguments[value=/^sleep(\\s|$)/]",
].map((selector) => ({ selector, message: WAIT_ON_A_CONDITION }))

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/payload-generated-schema.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Data flows one way (shared/DESIGN.md): services and domain rules never know the HTTP layer above them.
    files: ['src/server/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/api', '@/api/*', '@/app/*', '**/../api/*', '**/../app/*'], message: 'src/server and src/domain never import the API or app layer; throw a domain error (src/domain/errors.ts) instead.' }] },
      ],
    },
  },
  {
    // A form the browser could submit before its script runs (a slow phone, Enter pressed while the page hydrates) goes
    // out as the browser's own submission: without `method`, a GET that writes every named field — a password, a
    // verification code — into the address, the browser's history and the server's access log. `method="post"` keeps
    // them out of any address (the page answers a POST with itself). tests/lint/form-method.test.ts plants both forms.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='onSubmit']):not(:has(JSXAttribute[name.name='method']))",
          message: 'a form with onSubmit needs method="post": submitted before hydration, a GET would put its fields (passwords, codes) in the address',
        },
      ],
    },
  },
  {
    // Tests wait on a condition or an event, never on the clock (issue 37): a fixed pause is too short on a loaded
    // machine and wasted time on an idle one. tests/lint/no-fixed-sleep.test.ts plants each form and expects it refused.
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': ['error', ...FIXED_SLEEPS],
    },
  },
]

export default config
