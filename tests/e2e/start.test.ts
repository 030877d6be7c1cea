// The demo launcher (`npm start -- --demo`, reference-app/scripts/start.mjs): builds, serves on
// 127.0.0.1, prints the URL, and falls back to a free port when PORT is taken.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { holdWorkspaceBuilds } from './run-locks';

const startScript = fileURLToPath(new URL('../../reference-app/scripts/start.mjs', import.meta.url));

let launcher: ChildProcess | null = null;
let blocker: Server | null = null;

// It builds or packs the workspace's own outputs: never beside another file that does (run-locks.ts).
holdWorkspaceBuilds();

afterAll(async () => {
  if (launcher?.pid !== undefined && launcher.exitCode === null) {
    const exited = new Promise((resolve) => launcher?.once('exit', resolve));
    launcher.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
});

/** Listens on a free port of 127.0.0.1 and returns it, so the launcher finds it taken. */
async function takeAPort(): Promise<number> {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('npm start (scripts/start.mjs)', () => {
  it('serves the built app on 127.0.0.1 and falls back to a free port when PORT is taken', async () => {
    const taken = await takeAPort();
    // process.execPath: the Node 24 that runs vitest.
    launcher = spawn(process.execPath, [startScript], {
      env: { ...process.env, PORT: String(taken) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    launcher.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const url = await new Promise<string>((resolve, reject) => {
      launcher?.stdout?.on('data', (chunk) => {
        output += String(chunk);
        const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        // The launcher's last line ends with "Press Ctrl+C to stop."
        if (match?.[1] && output.includes('Ctrl+C')) resolve(match[1]);
      });
      launcher?.once('exit', (code) => reject(new Error(`start.mjs exited (${code}):\n${output}`)));
    });
    expect(new URL(url).port).not.toBe(String(taken));
    expect(output).toContain(`(port ${taken} was taken)`);
    expect(output).toContain('demo mode');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // Any route of spec 000 §2 serves the app (history fallback), not a 404.
    expect((await fetch(new URL('/FOLDERS/12', url))).status).toBe(200);
  });
});
