/**
 * The layers, enforced (docs/CONVENTIONS.md draws them):
 *   shared  <-  main/db  <-  main/services  <-  main/ipc  <-  transports (main/web, main/electron, main/cli, preload)
 *   inside services: use cases <- the area's handler map (services/<area>/handlers.ts, the only file that sees
 *   shared/ipc/channels); one service reaches another only through its index.ts.
 *   renderer features use renderer components/ and lib/, never each other; nothing imports in a cycle.
 * `npm run lint` runs this over src/; tests/architecture/layering.test.ts runs it from tests/fixtures/layering (a tiny
 * tree mirroring src/) to show the rules fail when broken. Paths are relative to where depcruise runs.
 */
const SRC = '^src/';
/** An area's handler map: the one file of a service folder that meets the channel layer. */
const HANDLERS = `${SRC}main/services/[^/]+/[a-z-]*handlers\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared runs in main, preload and renderer alike: it imports only itself (and packages).',
      from: { path: `${SRC}shared/` },
      to: { path: `${SRC}(main|renderer|preload)/` },
    },
    {
      name: 'db-below-services',
      severity: 'error',
      comment: 'main/db (connection, migrations, repositories) imports only shared and db.',
      from: { path: `${SRC}main/db/` },
      to: { path: `${SRC}(main/(?!db/)|renderer/|preload/)` },
    },
    {
      name: 'repositories-only-db-and-shared',
      severity: 'error',
      comment: 'SQL lives in repositories; they know rows, not services or channels.',
      from: { path: `${SRC}main/db/repositories/` },
      to: { path: [`${SRC}main/(?!db/)`, `${SRC}shared/ipc/`] },
    },
    {
      name: 'services-below-ipc',
      severity: 'error',
      comment:
        'Use cases never import the channel layer (shared/ipc/channels, main/ipc) or a transport; only an area\'s handler map (handlers.ts) meets the channels.',
      from: { path: `${SRC}main/services/`, pathNot: HANDLERS },
      to: { path: `${SRC}(main/(ipc|web|electron|cli)/|shared/ipc/channels/|renderer/|preload/)` },
    },
    {
      name: 'handlers-transport-free',
      severity: 'error',
      comment:
        'An area\'s handler map (services/<area>/handlers.ts) maps the wire to its use cases; the same map serves Electron IPC, the browser host and tests, so it imports no transport, no router and no renderer.',
      from: { path: HANDLERS },
      to: { path: `${SRC}(main/(ipc|web|electron|cli)/|renderer/|preload/)` },
    },
    {
      name: 'use-cases-below-handlers',
      severity: 'error',
      comment: 'Use cases do not depend on the wire: nothing in services imports a handler map but main/ipc.',
      from: { path: `${SRC}main/services/`, pathNot: HANDLERS },
      to: { path: HANDLERS },
    },
    {
      name: 'services-through-front-door',
      severity: 'error',
      comment:
        'A service uses another service only through its index.ts (its front door); what it needs from inside is exported there, or moves to shared/.',
      from: { path: `${SRC}main/services/([^/]+)/` },
      to: {
        path: `${SRC}main/services/[^/]+/`,
        pathNot: [`${SRC}main/services/$1/`, `${SRC}main/services/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'ipc-below-transports',
      severity: 'error',
      comment: 'Handlers are transport-free: the same router serves Electron IPC, the browser host and tests.',
      from: { path: `${SRC}main/ipc/` },
      to: { path: `${SRC}main/(web|electron|cli)/` },
    },
    {
      name: 'renderer-not-main',
      severity: 'error',
      comment: 'The renderer talks to main only through the contract (api.call); it never imports main or preload.',
      from: { path: `${SRC}renderer/` },
      to: { path: `${SRC}(main|preload)/` },
    },
    {
      name: 'features-not-each-other',
      severity: 'error',
      comment: 'A screen uses components/ and lib/; what two features share moves there (the review panel lives in components/review).',
      from: { path: `${SRC}renderer/src/features/([^/]+)/` },
      to: {
        path: `${SRC}renderer/src/features/`,
        pathNot: `${SRC}renderer/src/features/$1/`,
      },
    },
    {
      name: 'renderer-rules-from-shared-domain',
      severity: 'error',
      comment:
        'A domain rule exists once, in src/shared/domain/<entity>-rules.ts: main enforces it and the screens import the same function. A renderer module named *rules* or *routing* is a copy waiting to drift.',
      from: { path: `${SRC}renderer/` },
      to: { path: '(^|/)[^/]*(rules|routing)\\.tsx?$', pathNot: `${SRC}shared/domain/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output that lands under src/ (a renderer build with a custom outDir) is not source.
    exclude: { path: ['node_modules', '(^|/)out/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.base.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
