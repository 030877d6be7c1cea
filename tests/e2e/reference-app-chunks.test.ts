// Route-level code splitting of the reference app (issue 14): each view loads from a chunk of its own
// the first time it is shown (reference-app/src/shell/lazy-screens.tsx), so the first page carries
// none of them; and the demo build leaves out tldts' public suffix list (reference-app/vite.config.ts).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../reference-app/scripts/serve.mjs';

/** The views' chunks (reference-app/src/shell/chunks/*.ts). */
const VIEW_CHUNKS = ['gallery', 'grid', 'timeline', 'flash', 'map', 'dashboard', 'admin', 'body'] as const;

/** A chunk that only re-exported code of the first page would be a few dozen bytes. */
const MIN_VIEW_CHUNK_BYTES = 1000;

interface Build {
  dir: string;
  /** Every JavaScript chunk: file name → its code. */
  chunks: Map<string, string>;
  /** The chunks index.html loads or preloads (file names). */
  firstPage: string[];
}

async function build(env: Record<string, string>): Promise<Build> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-chunks-'));
  await buildApp({ outDir: dir, env });
  const assets = join(dir, 'assets');
  const chunks = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (name.endsWith('.js')) chunks.set(name, await readFile(join(assets, name), 'utf8'));
  }
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return { dir, chunks, firstPage };
}

let demo: Build;
let server: Build;

beforeAll(async () => {
  demo = await build({ VITE_VITRINE_DEMO: 'true' });
  server = await build({ VITE_VITRINE_DEMO: 'false', VITE_VITRINE_API_URL: '' });
});

afterAll(async () => {
  for (const done of [demo, server]) if (done) await rm(done.dir, { recursive: true, force: true });
});

const named = (chunks: Iterable<string>, prefix: string) =>
  [...chunks].filter((name) => name.startsWith(`${prefix}-`));

describe('route-level code splitting (issue 14)', () => {
  it.each(['demo', 'server'] as const)('the %s build keeps every view out of the first page', (which) => {
    const { chunks, firstPage } = which === 'demo' ? demo : server;
    for (const view of VIEW_CHUNKS) {
      const [chunk, ...more] = named(chunks.keys(), view);
      expect(more, view).toEqual([]);
      expect(chunk, view).toBeDefined();
      // The view's own code is there, not a re-export of the first page's.
      expect(Buffer.byteLength(chunks.get(chunk as string) ?? ''), view).toBeGreaterThan(MIN_VIEW_CHUNK_BYTES);
      expect(firstPage, view).not.toContain(chunk);
    }
  });

  it("the demo build carries no public suffix list (msw's cookie store gets a stand-in for tldts)", () => {
    const withList = [...demo.chunks].filter(([, code]) => code.includes('blogspot'));
    expect(withList.map(([name]) => name)).toEqual([]);
    // The stand-in is there, in the demo chunk with the mocks.
    const [start] = named(demo.chunks.keys(), 'start');
    expect(demo.chunks.get(start as string)).toContain(String.raw`/^\d+(\.\d+){3}$/`);
  });
});
