/**
 * The import map's rules (README, "Layout"): no import cycle between files, and every import runs down the layers
 * domain < lib < i18n < server < api < cms < components < app (payload.config.ts on top; dev/, scripts/ and tests/
 * outside the product). Folder cycles are checked by scripts/check-imports.ts over the graph this config builds.
 */
const NOT_TESTS = '\\.test\\.tsx?$'
const layer = (name, from, below) => ({
  name,
  severity: 'error',
  comment: `${from} imports only from ${below.join(', ')} (the layers run one way)`,
  from: { path: `^src/${from}/`, pathNot: NOT_TESTS },
  to: { path: '^(src|dev|scripts|tests)/', pathNot: `^src/(${[from, ...below].join('|')})/|^src/payload-(types|generated-schema)\\.ts$` },
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      // import() counts too: a loop through one is still a loop at run time (src/server/payload.ts loads the config that
      // way, so no module the config imports may reach it; the services take the Payload instance from their caller).
      comment: 'files that import each other in a loop',
      from: {},
      to: { circular: true },
    },
    layer('domain-is-the-ground', 'domain', []),
    layer('lib-over-domain', 'lib', ['domain']),
    layer('i18n-over-domain', 'i18n', ['domain', 'lib']),
    layer('server-over-lib', 'server', ['domain', 'lib', 'i18n']),
    layer('cms-over-server', 'cms', ['domain', 'lib', 'i18n', 'server', 'api']),
    layer('api-over-server', 'api', ['domain', 'lib', 'i18n', 'server']),
    layer('components-over-api', 'components', ['domain', 'lib', 'i18n', 'server', 'api', 'cms']),
    {
      name: 'product-never-imports-dev-tools',
      severity: 'error',
      comment: 'seed content and provider sandboxes (dev/), scripts and tests are tools around the product, never part of it',
      from: { path: '^(src/|payload\\.config\\.ts|next\\.config\\.ts)', pathNot: NOT_TESTS },
      to: { path: '^(dev|scripts|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|src/migrations)/' },
    tsConfig: { fileName: 'tsconfig.scripts.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
