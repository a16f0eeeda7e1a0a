// The layering rules of docs/architecture.md ("Boundaries"), checked by `npm run depcheck` and
// `npm test`. Paths are relative to the directory depcruise runs in, so the same rules apply to
// the repository and to the fake tree in tests/fixtures/boundaries.
const path = require('node:path');

// What a domain folder may use besides its own service's domain folders and the contracts:
// pure libraries only (luxon for dates, node:crypto for hashing and tokens, decimal.js for money,
// mathjs's expression parser for payroll formulas, csv-stringify's sync API for quoting CSV export
// lines, vitest in its specs).
const PURE_LIBRARIES = [
  '(^|/)node_modules/luxon/',
  '^(node:)?crypto$',
  '(^|/)node_modules/decimal\\.js/',
  '(^|/)node_modules/mathjs/',
  '(^|/)node_modules/csv-stringify/',
];
// Data a feature ships as JSON beside its domain (payroll export templates): read at import, no I/O.
const FEATURE_DATA = '^services/$1/src/[^/]+/templates/[^/]+\\.json$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'A domain folder holds pure functions and types: no Nest, TypeORM, pg, kafkajs or I/O, and nothing outside the domain folders of its service and the contracts.',
      severity: 'error',
      from: { path: '^services/([^/]+)/src/(?:domain/|.*/domain/)', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['^services/$1/src/(?:domain/|.*/domain/)', '^contracts/src/', FEATURE_DATA, ...PURE_LIBRARIES] },
    },
    {
      name: 'domain-spec-is-pure',
      comment: "A domain folder's tests use the domain, the contracts and vitest, nothing with I/O.",
      severity: 'error',
      from: { path: '^services/([^/]+)/src/(?:domain/|.*/domain/).+\\.spec\\.ts$' },
      to: { pathNot: ['^services/$1/src/(?:domain/|.*/domain/)', '^contracts/src/', '(^|/)node_modules/vitest/', ...PURE_LIBRARIES] },
    },
    {
      name: 'service-not-other-service',
      comment:
        "A service talks to another only through contracts (commands, events, views), never by importing its code. Benches and tests outside src/ may set up several services' schemas.",
      severity: 'error',
      from: { path: '^services/((?!libs/|main/)[^/]+)/src/' },
      // services/node_modules holds packages npm keeps beside the services workspace (handlebars), not a service.
      to: { path: '^services/(?!libs/|main/|node_modules/)[^/]+/', pathNot: '^services/$1/' },
    },
    {
      name: 'service-not-embedded-host',
      comment: "An app entry (services/<svc>/src/main.ts) starts only its own service; the embedded host in services/main starts all of them and would pull every service into the app's build.",
      severity: 'error',
      from: { path: '^services/(?!libs/|main/)[^/]+/src/' },
      to: { path: '^services/main/' },
    },
    {
      name: 'platform-not-services',
      comment: 'The platform serves every service, so it imports none of them, nor the host that starts them.',
      severity: 'error',
      from: { path: '^services/libs/' },
      to: { path: '^services/(?!libs/|node_modules/)' },
    },
    {
      name: 'console-not-server',
      comment: 'The console talks to the server over HTTP; it shares only the contracts.',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: '^services/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts are the one source of truth that services and console import; they import neither.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(services|console)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved would hide a dependency from every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    // Type-only imports couple the layers too.
    tsPreCompilationDeps: true,
    // @tna/contracts and @tna/platform resolve to their sources, as in vitest.config.ts.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.tools.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
