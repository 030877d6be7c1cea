// The flood of tests/bench/sign-in-flood.bench.ts, in a worker thread of its own (its event loop is
// not the server's, as with clients on other machines): `clients` loops, each sending POST
// /api/session/signin with a wrong password over HTTP as soon as the last one was answered, until
// `until` (a Date.now() time). Each client's connections leave from a loopback address of its own
// (127.1.0.<client>), or, with `newAddressEach`, every attempt from a new one (127.2.x.y) with a new
// made-up user name. Posts the count of answers by status.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

interface FloodOptions {
  port: number;
  clients: number;
  until: number;
  newAddressEach: boolean;
  oneAddress: boolean;
}

const options = workerData as FloodOptions;
const statuses = new Map<number, number>();
let attempt = 0;

/** Keep-alive connections per fixed address (a new address each time needs a new connection). */
const agents = new Map<string, Agent>();
const agentFor = (address: string) => {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
};

function post(localAddress: string, userName: string): Promise<number> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ userName, password: `wrong-${attempt}` });
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: 'POST',
        path: '/api/session/signin',
        ...(options.newAddressEach ? { localAddress, agent: false } : { agent: agentFor(localAddress) }),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function client(index: number): Promise<void> {
  while (Date.now() < options.until) {
    attempt += 1;
    const n = attempt;
    const address = options.newAddressEach
      ? `127.2.${(n >> 8) & 255}.${n & 255 || 1}`
      : options.oneAddress
        ? '127.1.0.1'
        : `127.1.0.${index + 1}`;
    const status = await post(address, `nobody-${index}-${n}`);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
for (const agent of agents.values()) agent.destroy();
parentPort?.postMessage([...statuses.entries()]);
