// What the e2e files of one run share, as the project may run files side by side (vitest runs as
// many as the machine's cores less one; one on CI's two): the run's folder (run-setup.ts) and locks
// in it. A lock is a directory: mkdir is atomic, so exactly one
// file holds it; the others wait for it to go. Outside the e2e project (a file run by some other
// way, alone) there is no run folder and nothing to share: the locks are not taken.
import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { aroundAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's own folder (run-setup.ts). */
    e2eRunDir: string;
  }
}

/** The run's folder, or undefined outside the e2e project. */
export function e2eRunDir(): string | undefined {
  try {
    return inject('e2eRunDir');
  } catch {
    return undefined;
  }
}

/** Takes the lock `name` of the run (waits while another file holds it); answers its release. */
export async function takeLock(name: string): Promise<() => Promise<void>> {
  const dir = e2eRunDir();
  if (!dir) return async () => {};
  const path = join(dir, `${name}.lock`);
  for (;;) {
    try {
      await mkdir(path);
      return () => rmdir(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const WORKSPACE_BUILDS = 'workspace-builds';

/**
 * Whether `npm test` (scripts/check.mjs) built every package just before the tests and said so
 * (VITRINE_PACKAGES_BUILT). A file run alone builds what it needs itself, so it never uses a stale
 * dist/.
 */
export const packagesBuiltForThisRun = (): boolean => process.env.VITRINE_PACKAGES_BUILT === '1';

/**
 * Runs `work` holding the lock of {@link holdWorkspaceBuilds}, for a file that reads the workspace's
 * outputs only for a while (the host test packs them, then works from its tarballs).
 */
export async function withWorkspaceBuilds<T>(work: () => Promise<T>): Promise<T> {
  const release = await takeLock(WORKSPACE_BUILDS);
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * For a file that builds or packs the workspace's own outputs (packages/*\/dist, the reference app's
 * dist) or runs them: `npm start`, the demo launcher, the scale-out test's server processes (run
 * from packages/server/dist). It holds one lock for the whole file, so none of them rebuilds what
 * another is running or packing (the host test holds it while it packs: withWorkspaceBuilds). Call
 * it before the file's own hooks (it wraps them).
 */
export function holdWorkspaceBuilds(): void {
  // Around the file rather than a beforeAll and an afterAll: an afterAll that throws ends the file's
  // other afterAll hooks, and a lock never given back kept the next file waiting for 15 minutes.
  aroundAll(async (runFile) => {
    const release = await takeLock(WORKSPACE_BUILDS);
    try {
      await runFile();
    } finally {
      await release();
    }
  });
}
