// The dependency rules of docs/architecture.md, enforced (`pnpm lint`). tests/tooling proves
// each rule fails on a violating fixture.
const widgets = ['tree', 'views', 'viewer', 'uploader', 'share-and-report'];
const widgetAlt = widgets.join('|');

module.exports = {
  forbidden: [
    {
      name: 'widgets-never-import-widgets',
      comment: 'Widgets never import each other; composition happens in the host (docs/architecture.md).',
      severity: 'error',
      from: { path: `(?:^|/)packages/(${widgetAlt})/` },
      to: {
        path: `(?:^|/)packages/(?:${widgetAlt})/|node_modules/@vitrine/(?:${widgetAlt})/`,
        pathNot: '(?:^|/)packages/$1/',
      },
    },
    {
      name: 'core-is-framework-free',
      comment: 'core imports no React and no DOM library: the server runs the same rules.',
      severity: 'error',
      from: { path: '(^|/)packages/core/' },
      to: { path: 'node_modules/(react|react-dom|@tanstack|@radix-ui|msw)/|(^|/)packages/(?!core/)' },
    },
    {
      name: 'core-imports-no-node-builtins',
      severity: 'error',
      from: { path: '(^|/)packages/core/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'api-client-below-ui',
      comment: 'api-client depends only on core and the generated contract.',
      severity: 'error',
      from: { path: '(^|/)packages/api-client/' },
      to: { path: `node_modules/(react|react-dom)/|(^|/)packages/(ui|mocks|server|${widgetAlt})/` },
    },
    {
      name: 'ui-below-widgets',
      severity: 'error',
      from: { path: '(^|/)packages/ui/' },
      to: { path: `(^|/)packages/(mocks|server|${widgetAlt})/` },
    },
    {
      name: 'icons-and-primitives-from-ui',
      comment:
        'Icons and the design system have one home (issue 14): widgets and the app take Icon* and the primitives from @vitrine/ui, never lucide-react or the Radix tooltip, toolbar and toggle-group themselves.',
      severity: 'error',
      from: { path: `(^|/)(packages/(${widgetAlt})|reference-app)/` },
      // resolved (node_modules/…/) or not (a package that does not list them: the bare name)
      to: {
        path: '(node_modules/|^)(lucide-react|@radix-ui/react-(tooltip|toolbar|toggle-group))(/|$)',
      },
    },
    {
      name: 'packages-never-import-the-app',
      severity: 'error',
      from: { path: '(^|/)packages/' },
      to: { path: '(^|/)reference-app/' },
    },
    {
      name: 'mocks-only-types-and-rules',
      comment: 'mocks import api-client (types) and core (rules), never UI or widgets.',
      severity: 'error',
      from: { path: '(^|/)packages/mocks/' },
      to: { path: `node_modules/(react|react-dom)/|(^|/)packages/(ui|server|${widgetAlt})/` },
    },
    {
      name: 'server-domain-never-imports-http',
      comment:
        'In @vitrine/server only http/ and handlers/ (and the entry files server.ts, cli.ts, index.ts) know about HTTP: every other folder (search, library, upload, jobs, storage, testing, ...) takes its errors and the server context from domain/ (packages/server/README.md "Map").',
      severity: 'error',
      from: { path: '(^|/)packages/server/src/(?!http/|handlers/)[^/]+/' },
      to: { path: '(^|/)packages/server/src/(http|handlers)/' },
    },
    {
      name: 'server-production-never-imports-testing',
      comment:
        'The test libraries of @vitrine/server (src/testing/) serve the tests only: no module that ships imports them, so the build never bundles them.',
      severity: 'error',
      from: {
        path: '(^|/)packages/server/src/',
        pathNot: '(^|/)packages/server/src/testing/|\\.test\\.ts$',
      },
      to: { path: '(^|/)packages/server/src/testing/' },
    },
    {
      name: 'no-circular',
      comment:
        'A runtime import cycle. Type-only imports are erased at build time, so a cycle made only of them is allowed.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated|node_modules)/|mockServiceWorker\\.js$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
