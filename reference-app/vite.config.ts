// The reference app's Vite config. Build flags (read as import.meta.env in src/build-flags.ts):
//   VITE_VITRINE_DEMO=false   a server build: no mocks; the app signs in and calls @vitrine/server
//                             (`npm start`). Demo mode (MSW mocks in the browser) is the default.
//   VITE_VITRINE_BODY=true    the body build variant of spec 000 §2 (/body, /body/folders/{id})
//   VITE_VITRINE_API_URL      the API base URL (default: same origin)
// A demo build goes to dist/demo, a server build to dist/server (scripts/serve.mjs OUT_DIRS), so
// building one never empties the other while it is being served.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { readBuildFlags } from './src/build-flags.ts';

/** A package folder in node_modules (pnpm's .pnpm/<name>@<version>/node_modules/<name>/ included). */
const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The library chunks of the first page (react 219 kB, ui-libs 149 kB, tree-libs 125 kB minified). Only
 * libraries every route needs: react-photo-album (layouts of the gallery and masonry) stays in the
 * gallery's lazy chunk (src/shell/lazy-screens.tsx).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 3 },
  // The trees' libraries (@vitrine/tree): virtualized rows and drag and drop.
  {
    name: 'tree-libs',
    test: packages(
      'react-arborist',
      'react-window',
      'react-dnd',
      'react-dnd-html5-backend',
      'dnd-core',
      'redux',
      'memoize-one',
      '@react-dnd',
    ),
    priority: 2,
  },
  // Queries, virtualized lists, menus and dialogs (@vitrine/ui, @vitrine/views).
  {
    name: 'ui-libs',
    test: packages(
      '@tanstack',
      '@radix-ui',
      '@floating-ui',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'aria-hidden',
      'tslib',
      'openapi-fetch',
    ),
    priority: 1,
  },
  // The workspace's shared rules, client and hooks, which the first page, the demo chunk and the lazy
  // views all use: one chunk, instead of a dozen common chunks of one or two modules each (each a
  // request on the first page's critical path).
  {
    name: 'vitrine-core',
    // @vitrine/core/report (the PDF report's document) is not: only the report dialog's chunk uses it.
    test: /packages[\\/](core[\\/]src(?![\\/]report[\\/])|api-client[\\/]src|ui[\\/]src[\\/](provider|domain|i18n)|views[\\/]src[\\/](search|api))[\\/]/,
    priority: 0,
  },
];

/**
 * Demo mode's mock worker (src/demo/mock-worker.ts, a dedicated Web Worker) answers each mocked request
 * with msw's handlers, trying the few hundred handlers of the mocks in turn (the scenario layer has one
 * per operation); what each try cost was most of msw's time on the first page (issue 14, Lighthouse
 * performance). Parts of msw are changed in the mock worker's bundle:
 * - cookies: each try read `document.cookie` and msw's own cookie store (tough-cookie, which asks tldts
 *   and its 257 kB public suffix list for a host's domain). The mocks neither set nor read cookies, so
 *   msw's two cookie modules get stand-ins that hold none: a handler's `cookies` is `{}` and a
 *   response's Set-Cookie is not stored. tough-cookie and tldts leave the bundle.
 * - paths: each try compiled its handler's path pattern again (path-to-regexp); the compiled matcher is
 *   kept per pattern instead (a matcher holds no state, so the answers are the same).
 * - Content-Length: msw measured each JSON or text answer by making a Blob of it (a Blob is registered
 *   with the browser's blob store: about 1.5 ms per answer, the largest single cost of a small
 *   answer); the demo build counts its UTF-8 bytes with a TextEncoder (the same number: a Blob of a
 *   string holds its UTF-8 bytes).
 * - methods: each try matched its handler's path before looking at the method; a handler of another
 *   method is passed over without matching (it could not answer: its predicate asks both).
 * The build fails if msw no longer has what is changed (an upgrade moved it), instead of quietly
 * losing it.
 */
function mswDemoStandIns(): Plugin {
  // Paths under msw/lib/.
  const standIns = {
    'core/utils/cookieStore.mjs':
      'export const cookieStore = { getCookies: () => [], setCookie: async () => {} };',
    'core/utils/request/getRequestCookies.mjs': 'export function getAllRequestCookies() { return {}; }',
  } as const;
  // Each edit replaces code within its lines and appends its helpers after the last line: the lines
  // above keep their places, so the module's source map stays right (`map: null`).
  const edits: { module: string; replace: [find: string, by: string][]; append: string[] }[] = [
    {
      module: 'core/utils/matching/matchRequestUrl.mjs',
      replace: [
        ['match(cleanPath, { decode: decodeURIComponent })(cleanUrl)', 'vitrineMatcher(cleanPath)(cleanUrl)'],
      ],
      append: [
        'const vitrineMatchers = new Map();',
        'function vitrineMatcher(path) {',
        '  if (typeof path !== "string") return match(path, { decode: decodeURIComponent });',
        '  let matcher = vitrineMatchers.get(path);',
        '  if (matcher === undefined) {',
        '    matcher = match(path, { decode: decodeURIComponent });',
        '    vitrineMatchers.set(path, matcher);',
        '  }',
        '  return matcher;',
        '}',
      ],
    },
    {
      module: 'core/HttpResponse.mjs',
      replace: [
        ['new Blob([body]).size', 'vitrineByteLength(body)'],
        ['new Blob([responseText]).size', 'vitrineByteLength(responseText)'],
      ],
      append: [
        'const vitrineEncoder = new TextEncoder();',
        'function vitrineByteLength(text) {',
        '  return typeof text === "string" ? vitrineEncoder.encode(text).byteLength : new Blob([text]).size;',
        '}',
      ],
    },
    {
      // A handler of another method cannot answer (its predicate asks both): its path is not matched.
      module: 'core/handlers/HttpHandler.mjs',
      replace: [
        [
          'const match = this.info.path ? matchRequestUrl(',
          'const match = this.info.path && this.matchMethod(args.request.method) ? matchRequestUrl(',
        ],
      ],
      append: [],
    },
  ];
  const moduleOf = (id: string) => {
    const found = /[\\/]msw[\\/]lib[\\/](.+)$/.exec(id);
    return found?.[1]?.replaceAll('\\', '/');
  };
  const changed = new Set<string>();
  let sawMsw = false;
  return {
    name: 'vitrine:msw-demo-stand-ins',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (/[\\/]msw[\\/]lib[\\/]/.test(id)) sawMsw = true;
      const path = moduleOf(id);
      if (path === undefined || !(path in standIns)) return null;
      changed.add(path);
      return standIns[path as keyof typeof standIns];
    },
    transform(code, id) {
      const path = moduleOf(id);
      const edit = edits.find((candidate) => candidate.module === path);
      if (!edit || !edit.replace.every(([find]) => code.split(find).length === 2)) return null;
      changed.add(edit.module);
      let edited = code;
      for (const [find, by] of edit.replace) edited = edited.replace(find, by);
      return { code: `${edited}\n${edit.append.join('\n')}\n`, map: null };
    },
    buildEnd(error) {
      if (error || !sawMsw) return;
      const missing = [...Object.keys(standIns), ...edits.map((edit) => edit.module)].filter(
        (path) => !changed.has(path),
      );
      if (missing.length > 0) {
        this.error(
          `msw changed (${missing.join(', ')} not found as expected): update mswDemoStandIns in reference-app/vite.config.ts`,
        );
      }
    },
  };
}

/**
 * Demo mode answers every call from the mock worker, which the demo chunk (src/demo/start.ts) starts
 * with the demo service worker when it runs, so that chunk is on the way to every file the first page
 * shows. It is the page's first script (a module script before the entry's, both deferred and run in
 * order): the mock worker's script and the service worker load while the app's chunks load and run,
 * instead of after the app's chunk has run its `import()` (issue 14: LCP; the app's `import()` then
 * gets the same module). Its shared chunks, if any, are preloaded. Demo builds only.
 */
function runDemoChunkFirst(): Plugin {
  return {
    name: 'vitrine:run-demo-chunk-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const demo = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && /[\\/]src[\\/]demo[\\/]start\.ts$/.test(output.facadeModuleId ?? ''),
        );
        if (demo?.type !== 'chunk') return html;
        // Its shared chunks the entry does not preload already.
        const shared = demo.imports.filter((fileName) => !html.includes(`/${fileName}"`));
        const tags = [
          ...shared.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
          `<script type="module" crossorigin src="/${demo.fileName}"></script>`,
        ];
        const entry = html.indexOf('<script type="module"');
        if (entry < 0)
          this.error('index.html has no module script: runDemoChunkFirst has no place for the demo chunk');
        return `${html.slice(0, entry)}${tags.join('\n    ')}\n    ${html.slice(entry)}`;
      },
    },
  };
}

/** The output files worth compressing: text, larger than one TCP packet. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html)$/;
const COMPRESS_ABOVE = 1024;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each compressible output
 * file of a server build, which @vitrine/server sends to browsers that accept them (@fastify/static's
 * preCompressed). Compressed once at build time at the best ratio, never again per request: the app's
 * first page is about 3.5 times smaller on the wire (issue 14, Lighthouse "Enable text compression").
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  return {
    name: 'vitrine:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const content = output.type === 'chunk' ? output.code : output.source;
          const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
          if (bytes.length <= COMPRESS_ABOVE) return;
          const file = join(outDir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            deflate(bytes, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => {
  const flags = readBuildFlags(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
  return {
    // Only a server build is compressed ahead: demo mode is served by Vite's preview server.
    plugins: [react(), ...(flags.demo ? [runDemoChunkFirst()] : [precompress()])],
    // The mock worker of demo mode (src/demo/mock-worker.ts): an ES module worker, with msw's changes.
    worker: { format: 'es' as const, plugins: () => [mswDemoStandIns()] },
    // Known while bundling, so a server build leaves the demo chunk (the whole mock library) out
    // instead of only never loading it (src/main.tsx); the mock service worker script likewise.
    define: { __VITRINE_DEMO__: JSON.stringify(flags.demo) },
    publicDir: flags.demo ? 'public' : false,
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    // The demo chunk (src/demo/start.ts) starts the mock worker, whose bundle carries the whole mock
    // library (@vitrine/mocks) and msw: loaded only in demo mode, in a server build not at all.
    build: {
      outDir: flags.demo ? 'dist/demo' : 'dist/server',
      // The server build is what @vitrine/server serves: no source maps (the server refuses *.map
      // anyway). The demo build keeps them for designers and developers reading it in devtools.
      sourcemap: flags.demo,
      chunkSizeWarningLimit: 700,
      // The app's own chunk held every library it uses (769 kB, over the limit). The libraries the
      // first page needs go to chunks of their own, which change less often than the app (longer
      // cached) and load in parallel. Named by package, never "everything in node_modules", so the
      // libraries only the mock worker (msw) or the live map (@vis.gl) use stay in those lazy chunks.
      rolldownOptions: {
        output: {
          codeSplitting: { groups: VENDOR_CHUNKS },
          // An icon two lazy chunks share is split out under the icon's name ("map" for the map
          // icon): named icon-*, it never reads as a view's chunk ("map" is the map view's).
          chunkFileNames: (chunk) =>
            chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/lucide-react/'))
              ? 'assets/icon-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  };
});
