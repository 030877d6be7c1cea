// The one tsup preset: every package builds to ESM with type declarations, and copies its
// styles.css when it has one (STYLE.md habit 11). A package's tsup.config.ts is one line.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from 'tsup';

export interface VitrinePackageOptions {
  /** Entry points besides src/index.ts (subpath exports). */
  entry?: Record<string, string>;
  /** Dependencies to leave external beyond the package's dependencies and peers. */
  external?: string[];
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
      const css = join(process.cwd(), 'src', 'styles.css');
      if (existsSync(css)) copyFileSync(css, join(process.cwd(), 'dist', 'styles.css'));
    },
  };
}
