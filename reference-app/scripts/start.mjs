#!/usr/bin/env node
// `npm start` (through scripts/bootstrap.sh and `pnpm --filter @vitrine/reference-app run start`):
// builds the reference app and serves it on 127.0.0.1, port 5173 or $PORT, or the next free port
// when that one is taken. Until the reference server lands the app runs in demo mode (mock data).
import { buildApp, DEFAULT_PORT, parsePort, serveApp } from './serve.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

let port;
try {
  port = parsePort(process.env.PORT);
} catch (error) {
  console.error(`vitrine: ${error.message}`);
  process.exit(1);
}

console.log('vitrine: building the reference app…');
await buildApp();
const server = await serveApp({ port });
const note = server.port !== port && port !== 0 ? ` (port ${port} was taken)` : '';
console.log(`\nvitrine: the reference app is running at ${bold(server.url)}${note}`);
const demo = process.env.VITE_VITRINE_DEMO !== 'false';
console.log(
  demo
    ? 'vitrine: demo mode: mock data in the browser, nothing is saved. Press Ctrl+C to stop.\n'
    : 'vitrine: the app calls the API at its own origin. Press Ctrl+C to stop.\n',
);
if (port === DEFAULT_PORT && note) console.log(`vitrine: set PORT to choose another port.\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
