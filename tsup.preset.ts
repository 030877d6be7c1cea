// The one tsup preset: every package builds to ESM with type declarations, and copies its
// styles.css when it has one (CONTRIBUTING.md). A package's tsup.config.ts is one line.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Options } from 'tsup';

export interface VitrinePackageOptions {
  /** Entry points besides src/index.ts (subpath exports). */
  entry?: Record<string, string>;
  /** Dependencies to leave external beyond the package's dependencies and peers. */
  external?: string[];
  /**
   * React components and hooks: every output file starts with `"use client"`, so a Next.js App
   * Router host can import the entries from a server component's tree.
   */
  client?: boolean;
}

export function vitrinePackage(options: VitrinePackageOptions = {}): Options {
  return {
    entry: { index: 'src/index.ts', ...options.entry },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    tsconfig: 'tsconfig.build.json',
    ...(options.external ? { external: options.external } : {}),
    onSuccess: async () => {
      if (options.client) markClientModules(join(process.cwd(), 'dist'));
      const css = join(process.cwd(), 'src', 'styles.css');
      if (existsSync(css)) writeFileSync(join(process.cwd(), 'dist', 'styles.css'), inlineCssImports(css));
    },
  };
}

/**
 * Puts the `"use client"` directive first in every built module. tsup's banner cannot: its tree
 * shaking (rollup) drops module-level directives. Written on the first line, so source maps keep
 * their line numbers.
 */
export function markClientModules(dist: string): void {
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(USE_CLIENT)) writeFileSync(path, `${USE_CLIENT}${code}`);
  }
}

const USE_CLIENT = '"use client";';

/**
 * A package's styles.css with its relative `@import './x.css';` lines replaced by those files (a
 * package may keep one sheet per module; hosts get one file). Vite resolves the imports itself in the
 * workspace, where exports point at src/.
 */
export function inlineCssImports(file: string, seen: Set<string> = new Set()): string {
  const path = resolve(file);
  if (seen.has(path)) return '';
  seen.add(path);
  return readFileSync(path, 'utf8').replace(
    /^@import\s+['"](\.{1,2}\/[^'"]+)['"]\s*;[ \t]*$/gm,
    (_line, relative: string) => inlineCssImports(resolve(dirname(path), relative), seen).trimEnd(),
  );
}
