// The reference app's production build, made once per test run for each set of build flags: the
// e2e files of a run that ask for the same flags are served the same build (a fresh vite build per
// file cost 15-25 s each, some 39 files). The folder comes from the e2e project's globalSetup
// (app-builds-setup.ts), which removes it at the end of the run. Outside that project (no folder
// provided), every call builds into a temporary folder of its own, removed on release.
// reference-app-build.test.ts still builds for itself: the build is what it tests.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../reference-app/scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's builds of the reference app are kept (app-builds-setup.ts). */
    appBuildsDir: string;
  }
}

export interface AppBuild {
  /** The built app: index.html and its assets. Read only: other files of the run are served it. */
  dir: string;
  /** Removes the build when it is this caller's own; a shared build stays for the run. */
  release(): Promise<void>;
}

function sharedRoot(): string | undefined {
  try {
    return inject('appBuildsDir');
  } catch {
    return undefined;
  }
}

/** The app built with the build flags `env` over the VITE_* variables of the environment. */
export async function appBuild(env: Record<string, string> = {}): Promise<AppBuild> {
  const root = sharedRoot();
  if (!root) {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-app-'));
    await buildApp({ outDir: dir, env });
    return { dir, release: () => rm(dir, { recursive: true, force: true }) };
  }
  const flags = Object.fromEntries(
    Object.entries({ ...process.env, ...env })
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const key = createHash('sha256').update(JSON.stringify(flags)).digest('hex').slice(0, 16);
  const dir = join(root, key);
  if (!existsSync(dir)) {
    // Built beside, then renamed: a build that failed half-way is never taken for a whole one.
    const building = await mkdtemp(join(root, `${key}-building-`));
    await buildApp({ outDir: building, env });
    await rename(building, dir);
  }
  return { dir, release: async () => {} };
}
