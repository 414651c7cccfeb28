/**
 * The layer rules of docs/ARCHITECTURE.md ("Layers and the boundary check"), checked by
 * `npm run lint:boundaries` and by `npm test`; scripts/boundaries.test.mjs plants one violation
 * per rule in a copy of the tree and expects this config to name it. A rule here fails the run
 * when code crosses a boundary; fix the import (move the code to the layer both sides may use)
 * rather than the rule. There are no exceptions by file: the only exemption is test code, by
 * folder (TESTS below), and product code may not import test code (product-to-test-code).
 */

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

/**
 * Test code, recognised by where it lives: a test/ or test-support/ folder, or e2e/; plus the
 * files the test runner itself runs (`*.test.ts`, `*.test.tsx`, vitest.config.ts's pattern).
 * Test code may reach across the module and feature walls to set up a case.
 */
const TESTS = '(^e2e/|/test/|/test-support/|\\.test\\.tsx?$)';

/**
 * The server's test surfaces: security/ (the authorisation matrix, fuzzing and isolation tests'
 * helpers) and testing/ (the package entry @kaoshi/server/testing, for bench/). They are checked
 * like product code, except that they may use a module's test/ folder (its fixtures).
 */
const SERVER_TEST_SURFACES = `${SERVER}(security|testing)/`;

/** What bench/ and e2e/ may import of an app: the server package's exports (package.json). */
const SERVER_PUBLIC_ENTRIES = `${SERVER}testing/(index|exam-day)\\.ts$`;

const WEB_SHARED = `${WEB}(components|lib|i18n|editor|layout)/`;

const forbidden = [
  // ---- web ----
  {
    name: 'web-feature-to-feature',
    comment: 'A web feature does not import another feature. What two features share goes to components/ (UI) or lib/ (logic).',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
    to: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/$1/` },
  },
  {
    name: 'web-feature-reaches-feature',
    comment:
      'A web feature does not reach another feature through any chain of imports either (a shared or app/ file that imports a feature is a side door).',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
    to: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/$1/`, reachable: true },
  },
  {
    name: 'web-shared-to-feature',
    comment: 'Shared web code (components/, lib/, i18n/, editor/, layout/) does not import a feature; app/ gathers the features.',
    severity: 'error',
    from: { path: WEB_SHARED, pathNot: TESTS },
    to: { path: `${WEB}features/` },
  },
  {
    name: 'web-shared-reaches-feature',
    comment: 'Shared web code does not reach a feature through any chain of imports either.',
    severity: 'error',
    from: { path: WEB_SHARED, pathNot: TESTS },
    to: { path: `${WEB}features/`, reachable: true },
  },
  {
    name: 'web-feature-to-app',
    comment:
      'A web feature does not import app/: app/ (router, guard, page map, providers) sits above the features and imports them. The session store is lib/session.ts.',
    severity: 'error',
    from: { path: `${WEB}features/`, pathNot: TESTS },
    to: { path: `${WEB}app/` },
  },
  {
    name: 'web-layout-to-router',
    comment: 'layout/ (menu, navbar, tags) is rendered by the router; it reads the routes from the session, never app/router.tsx.',
    severity: 'error',
    from: { path: `${WEB}layout/`, pathNot: TESTS },
    to: { path: `${WEB}app/router\\.tsx?$` },
  },
  {
    name: 'web-shared-to-app',
    comment: 'Shared web code (components/, lib/, i18n/, editor/, layout/) does not import app/.',
    severity: 'error',
    from: { path: WEB_SHARED, pathNot: TESTS },
    to: { path: `${WEB}app/`, pathNot: `${WEB}app/router\\.tsx?$` },
  },
  {
    name: 'web-cycle',
    comment: 'Web code loads without an import cycle (type-only imports included).',
    severity: 'error',
    from: { path: WEB, pathNot: TESTS },
    to: { circular: true },
  },
  {
    name: 'web-to-server',
    comment: 'The web shares code with the server only through packages/contracts; it never imports apps/server.',
    severity: 'error',
    from: { path: '^apps/web/' },
    to: { path: '^apps/server/' },
  },
  // ---- server ----
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
    name: 'server-outer-to-module-internals',
    comment:
      "seed/, security/, ops/ and testing/ drive the modules from outside and use each only through its index.ts (security/ and testing/ also through the module's test/ fixtures).",
    severity: 'error',
    from: { path: `${SERVER}(seed|security|ops|testing)/`, pathNot: TESTS },
    to: {
      path: `${SERVER}modules/[^/]+/`,
      pathNot: [`${SERVER}modules/[^/]+/index\\.ts$`, `${SERVER}modules/[^/]+/test/`],
    },
  },
  {
    name: 'server-cycle',
    comment:
      'Server code loads without an import cycle, type-only imports counted too: a module importing another through its index.ts must not be imported back, or one of them runs half-initialised (and a type cycle is the same knot in waiting).',
    severity: 'error',
    from: { path: SERVER, pathNot: TESTS },
    to: { circular: true },
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
    name: 'server-lib-to-plugins',
    comment: 'lib/ sits below plugins/ (plugins use its helpers); it does not import a plugin.',
    severity: 'error',
    from: { path: `${SERVER}lib/`, pathNot: TESTS },
    to: { path: `${SERVER}plugins/` },
  },
  {
    name: 'server-plugins-to-module',
    comment: 'plugins/ is wired before the modules and does not import one (a module registers with a plugin, not the reverse).',
    severity: 'error',
    from: { path: `${SERVER}plugins/`, pathNot: TESTS },
    to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
  },
  // ---- tests, packages, bench, e2e ----
  {
    name: 'product-to-test-code',
    comment:
      'Product code never imports test code (a test/ folder, a *.test file) or the server test surfaces, so the test exemption cannot become a door.',
    severity: 'error',
    from: { path: '^(apps|packages)/', pathNot: [TESTS, SERVER_TEST_SURFACES] },
    to: { path: [TESTS, SERVER_TEST_SURFACES] },
  },
  {
    name: 'apps-to-bench',
    comment: 'The apps do not import bench/: code both need lives in a package under packages/.',
    severity: 'error',
    from: { path: '^apps/' },
    to: { path: '^bench/' },
  },
  {
    name: 'outside-to-app-internals',
    comment:
      'bench/ and e2e/ use an app only through what its package exports (@kaoshi/server/testing, @kaoshi/server/testing/exam-day: src/testing/), never its other files; the exam-day load code both use is the package @kaoshi/exam-load.',
    severity: 'error',
    from: { path: '^(bench|e2e)/' },
    to: { path: '^apps/', pathNot: SERVER_PUBLIC_ENTRIES },
  },
  {
    name: 'packages-to-apps',
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
