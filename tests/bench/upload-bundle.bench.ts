// What the upload panel costs a host in bytes (issue 19, "Proof": "the bundle cost beside Uppy (core
// + dashboard + tus) and bare FilePond, measured the same way"). Each contender is one small entry
// (tests/bench/upload-bundle/) that a host would write to get a working upload UI, built by vite as a
// library (minified, production) with only React left out for all of them: Uppy's Dashboard renders
// with its own Preact, FilePond needs React only through react-filepond. Printed per contender: the JS
// (every chunk, and the part loaded when the panel opens: the entry), the CSS, raw / gzip / brotli.
//
// Two rows are ours: the panel as a host that already embeds Vitrine pays for it (@vitrine/ui, core,
// api-client, TanStack Query and Radix dialog shared with the rest of the host, as the size-limit
// budget counts it), and the panel alone in a host that has only React (everything it needs bundled:
// a fair line beside Uppy's and FilePond's, which bring their own helpers too).
// The entries import packages the root cannot resolve (FilePond is @vitrine/uploader's dependency;
// vite gets aliases below), so the root tsconfig leaves that folder out; vite checks they build.
// Figures only: nothing fails on size here (.size-limit.json holds the budgets).
// Run: pnpm run bench upload-bundle
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bytes, note, printTable } from './lib/measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entries = fileURLToPath(new URL('./upload-bundle/', import.meta.url));

// FilePond is a dependency of @vitrine/uploader only (pnpm keeps it out of the root): resolve it from there.
const fromUploader = createRequire(join(root, 'packages/uploader/package.json'));
const packageDir = (name: string) => dirname(fromUploader.resolve(`${name}/package.json`));
// Our package from its sources (the workspace's `exports`), as the other benches build it.
const alias = [
  { find: /^@vitrine\/uploader\/styles\.css$/, replacement: join(root, 'packages/uploader/src/styles.css') },
  { find: /^@vitrine\/uploader$/, replacement: join(root, 'packages/uploader/src/index.ts') },
  { find: /^filepond(\/.*)?$/, replacement: `${packageDir('filepond')}$1` },
  { find: /^react-filepond$/, replacement: packageDir('react-filepond') },
];

const REACT = /^(react|react-dom|react\/jsx-runtime|react-dom\/client)(\/.*)?$/;
const VITRINE_HOST =
  /^(react|react-dom|react\/jsx-runtime|@tanstack\/react-query|@radix-ui\/react-dialog|@vitrine\/(ui|core|api-client))(\/.*)?$/;

interface Contender {
  name: string;
  entry: string;
  /** What the host already has and shares (left out of the bundle). */
  shared: RegExp;
  sharedText: string;
}

const CONTENDERS: Contender[] = [
  {
    name: '@vitrine/uploader <UploadPanel> in a Vitrine host',
    entry: 'vitrine.ts',
    shared: VITRINE_HOST,
    sharedText: 'React, TanStack Query, Radix dialog, @vitrine/ui, core, api-client',
  },
  {
    name: '@vitrine/uploader <UploadPanel> alone',
    entry: 'vitrine.ts',
    shared: REACT,
    sharedText: 'React',
  },
  {
    name: 'Uppy: @uppy/core + @uppy/dashboard + @uppy/tus',
    entry: 'uppy.ts',
    shared: REACT,
    sharedText: 'React (unused: Preact inside)',
  },
  {
    name: 'bare FilePond: filepond + react-filepond',
    entry: 'filepond.ts',
    shared: REACT,
    sharedText: 'React',
  },
];

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizesOf = (text: string | Uint8Array): Sizes => {
  const buffer = typeof text === 'string' ? Buffer.from(text) : Buffer.from(text);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const show = (s: Sizes) => `${bytes(s.raw)} / ${bytes(s.gzip)} / ${bytes(s.brotli)}`;

const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');

interface Result {
  contender: Contender;
  entryJs: Sizes;
  allJs: Sizes;
  chunks: number;
  css: Sizes;
  /** Bytes per package as rendered into the bundle (before minifying), largest first. */
  byPackage: [string, number][];
}

/** The package a module comes from: the npm package under node_modules, or the workspace package. */
const packageOf = (id: string): string => {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(id);
  if (npm?.[1]) return npm[1];
  const workspace = /\/packages\/([^/]+)\//.exec(id);
  return workspace?.[1] ? `@vitrine/${workspace[1]}` : 'the entry';
};

const results: Result[] = [];
for (const contender of CONTENDERS) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      cssCodeSplit: false,
      lib: { entry: join(entries, contender.entry), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id: string) => contender.shared.test(id) },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  let entryJs = ZERO;
  let allJs = ZERO;
  let css = ZERO;
  let chunks = 0;
  const perPackage = new Map<string, number>();
  for (const file of files) {
    if (file.type === 'chunk') {
      for (const [id, module] of Object.entries(file.modules)) {
        const name = packageOf(id);
        perPackage.set(name, (perPackage.get(name) ?? 0) + module.renderedLength);
      }
      const sizes = sizesOf(file.code);
      allJs = add(allJs, sizes);
      chunks += 1;
      if (file.isEntry) entryJs = add(entryJs, sizes);
    } else if (file.fileName.endsWith('.css')) {
      css = add(css, sizesOf(file.source));
    } else if (/\.(m?js)$/.test(file.fileName)) {
      // A worker emitted as an asset (the uploader's SHA-256 hasher).
      allJs = add(allJs, sizesOf(file.source));
      chunks += 1;
    }
  }
  const byPackage = [...perPackage].sort((a, b) => b[1] - a[1]);
  results.push({ contender, entryJs, allJs, chunks, css, byPackage });
}

console.log('\n## Upload panels: bundle cost (vite library build, minified; raw / gzip / brotli)');
printTable(
  'Each a working upload UI as a host writes it (tests/bench/upload-bundle/*.ts)',
  ['contender', 'left to the host', 'JS loaded on open', 'JS, every chunk', 'chunks', 'CSS'],
  results.map((r) => [
    r.contender.name,
    r.contender.sharedText,
    show(r.entryJs),
    show(r.allJs),
    String(r.chunks),
    show(r.css),
  ]),
);
for (const r of results.slice(1)) {
  note(
    `${r.contender.name}, the largest parts (as rendered into the bundle, before minifying): ${r.byPackage
      .slice(0, 6)
      .map(([name, size]) => `${name} ${bytes(size)}`)
      .join(', ')}`,
  );
}
const ours = results[1];
const uppy = results[2];
const pond = results[3];
if (ours && uppy && pond) {
  const total = (r: Result) => r.allJs.brotli + r.css.brotli;
  note(
    `JS + CSS brotli, every chunk: ours alone ${bytes(total(ours))}, Uppy ${bytes(total(uppy))} (ours ${(total(ours) / total(uppy)).toFixed(2)}×), bare FilePond ${bytes(total(pond))} (ours ${(total(ours) / total(pond)).toFixed(2)}×).`,
  );
}
