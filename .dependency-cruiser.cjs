/**
 * The layer rules of docs/ARCHITECTURE.md ("Layers and the boundary check"), checked by
 * `npm run lint:boundaries` and by `npm test`. A rule here fails the run when code crosses a
 * boundary; fix the import (move the code to the layer both sides may use) rather than the rule.
 * There are no exceptions: every rule holds for every file (tests and test fixtures excepted
 * where a rule says so).
 */

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

/** Files that are tests or test fixtures: they may reach across boundaries to set up a case. */
const TESTS = '(\\.test\\.tsx?$|/test/|-fixture\\.ts$|/test-bank\\.ts$)';

/**
 * What a web feature may import from app/: the session store and nothing else. The rest of app/
 * (router, guard, page map, providers) sits above the features and imports them.
 */
const APP_SURFACE = `${WEB}app/(session)\\.ts$`;

const forbidden = [
  {
    name: 'web-feature-to-feature',
    comment: 'A web feature does not import another feature. What two features share goes to components/ (UI) or lib/ (logic).',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
    to: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/$1/` },
  },
  {
    name: 'web-shared-to-feature',
    comment: 'Shared web code (components/, lib/, i18n/, editor/, layout/) does not import a feature; app/ gathers the features.',
    severity: 'error',
    from: { path: `${WEB}(components|lib|i18n|editor|layout)/`, pathNot: TESTS },
    to: { path: `${WEB}features/` },
  },
  {
    name: 'web-feature-to-app',
    comment: 'A web feature imports app/ only through its documented surface (the session store); app/ sits above the features.',
    severity: 'error',
    from: { path: `${WEB}features/`, pathNot: TESTS },
    to: { path: `${WEB}app/`, pathNot: APP_SURFACE },
  },
  {
    name: 'web-shared-to-app',
    comment: 'Shared web code (components/, lib/, i18n/, editor/) does not import app/.',
    severity: 'error',
    from: { path: `${WEB}(components|lib|i18n|editor)/`, pathNot: TESTS },
    to: { path: `${WEB}app/`, pathNot: APP_SURFACE },
  },
  {
    name: 'server-module-internals',
    comment: "A server module uses another module only through that module's index.ts, never its repository.ts or other files.",
    severity: 'error',
    from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
    to: {
      path: `${SERVER}modules/([^/]+)/`,
      pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'server-module-cycle',
    comment:
      'Server code loads without an import cycle: a module importing another through its index.ts must not be imported back, or one of them runs half-initialised.',
    severity: 'error',
    from: { path: SERVER, pathNot: TESTS },
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'server-db-to-module',
    comment: 'db/ (connection, migrations, schema, queries) sits below the modules and does not import one.',
    severity: 'error',
    from: { path: `${SERVER}db/`, pathNot: TESTS },
    to: { path: `${SERVER}modules/` },
  },
  {
    name: 'server-lib-to-module',
    comment: 'lib/ holds helpers every module may use; it does not import a module.',
    severity: 'error',
    from: { path: `${SERVER}lib/`, pathNot: TESTS },
    to: { path: `${SERVER}modules/` },
  },
  {
    name: 'server-plugins-to-module',
    comment: 'plugins/ is wired before the modules and does not import one (a module registers with a plugin, not the reverse).',
    severity: 'error',
    from: { path: `${SERVER}plugins/`, pathNot: TESTS },
    to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
  },
  {
    name: 'apps-to-bench',
    comment: 'The apps do not import bench/: code both need lives in a package under packages/.',
    severity: 'error',
    from: { path: '^apps/' },
    to: { path: '^bench/' },
  },
  {
    name: 'bench-to-server-internals',
    comment:
      "bench/ uses the server only through its testing surface (@kaoshi/server/testing, src/testing/), never the server's other files; the exam-day load code both use is the package @kaoshi/exam-load.",
    severity: 'error',
    from: { path: '^bench/' },
    to: { path: SERVER, pathNot: `${SERVER}testing/[^/]+\\.ts$` },
  },
  {
    name: 'contracts-to-apps',
    comment: 'packages/ sit below the apps and import none of them.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^(apps|bench|e2e)/' },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|coverage|test-results|playwright-report)/' },
    includeOnly: '^(apps|packages|bench|e2e)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
