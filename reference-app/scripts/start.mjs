#!/usr/bin/env node
// Demo mode: `npm start -- --demo` (through scripts/bootstrap.sh and
// `pnpm --filter @vitrine/reference-app run start:demo`): builds the reference app in demo mode (MSW
// mocks answer every call in the browser; no server) and serves it with Vite's preview server on
// 127.0.0.1, port 5173 or $PORT, or the next free port when that one is taken. `npm start` itself
// runs the app on the reference server (scripts/start-server.mjs).
import { buildApp, DEFAULT_PORT, parsePort, serveApp } from './serve.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

let port;
try {
  port = parsePort(process.env.PORT);
} catch (error) {
  console.error(`vitrine: ${error.message}`);
  process.exit(1);
}

console.log('vitrine: building the reference app (demo mode)…');
await buildApp({ env: { VITE_VITRINE_DEMO: 'true' } });
const server = await serveApp({ port });
const note = server.port !== port && port !== 0 ? ` (port ${port} was taken)` : '';
console.log(`\nvitrine: the reference app is running at ${bold(server.url)}${note}`);
console.log('vitrine: demo mode: mock data in the browser, nothing is saved. Press Ctrl+C to stop.\n');
if (port === DEFAULT_PORT && note) console.log(`vitrine: set PORT to choose another port.\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
