// Operations (issue 16 point 6, docs/operations.md): the health probes a load balancer asks
// (GET /healthz, /readyz), the metrics (GET /metrics), request ids in the logs and answers, and the
// JSON log format of the command line. The three routes are openapi.yml's tag `operations`; they are
// registered here, not through the operation table (http/routes.ts), because they take no session:
// the table looks a session up in the database for every call, and a liveness probe must not touch it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import { appliedMigrations, migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import { createServerMetrics, registerMetricsHooks } from './metrics';
import { METRICS_CONTENT_TYPE } from './metrics-registry';
import type { OpenApiContract } from './openapi';
import { toRoutePath } from './routes';

/** The operationIds of openapi.yml's tag `operations`, answered by the routes of this file. */
export const OPERATIONS_OPERATION_IDS = ['getHealth', 'getReadiness', 'getMetrics'] as const;

/** How long /readyz waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The request id header, read from the caller (a proxy, a load balancer) and echoed in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a caller may choose: a plain token of at most 128 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when it is a sane token (at most 128 of
 * `[A-Za-z0-9._-]`: it goes into every log line and back into a header, so nothing that could forge a
 * log field or a header passes), else a new UUID. Several headers (an array) count as none.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's request id options: ids from {@link requestIdOf}, under `reqId` in every log line. */
export const REQUEST_ID_OPTIONS = {
  genReqId: (raw: IncomingMessage) => requestIdOf(raw.headers[REQUEST_ID_HEADER]),
  // Fastify would take any value of the header as it is; genReqId checks it instead.
  requestIdHeader: false,
  // The log lines carry it as `reqId`: Fastify's default label (setting it is deprecated, FSTDEP024).
} satisfies Partial<FastifyServerOptions>;

/** The log levels of VITRINE_LOG_LEVEL (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The command line's logger: one JSON object a line on stdout (pino), `level` as a word, `time` as
 * ISO 8601, `reqId` on every line of a request (docs/operations.md "Logs").
 */
export function jsonLogger(level: LogLevel): Record<string, unknown> {
  return {
    level,
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/**
 * Runs a readiness probe with a time limit: a probe that throws or takes longer than `timeoutMs`
 * answers not ready (the database does not answer / did not answer in time).
 */
export async function checkReadiness(
  probe: () => Promise<Readiness>,
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: `The database did not answer within ${timeoutMs / 1000} s.` }),
      timeoutMs,
    );
  });
  const answer = probe().catch(
    (error: unknown): Readiness => ({ ready: false, reason: 'The database does not answer.', error }),
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the database answers and every migration this server knows is applied. */
export function databaseReadiness(db: Kysely<Database>, dialect: DialectName): () => Promise<Readiness> {
  const known = Object.keys(migrations(dialect));
  return async () => {
    // A trivial query: Kysely's own table of applied migrations (db/migrations/).
    const applied = new Set(await appliedMigrations(db));
    const missing = known.filter((name) => !applied.has(name));
    if (missing.length === 0) return { ready: true };
    return { ready: false, reason: `Migrations are not applied: ${missing.join(', ')}.` };
  };
}

export interface OperationsOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Whether GET /metrics answers (ServerOptions.metrics; VITRINE_METRICS=off turns it off). */
  metrics: boolean;
  /** The contract: the upload operations' routes, whose bytes the metrics count. */
  contract: OpenApiContract;
}

/** Probes and metrics are never cached, by the browser or a proxy. */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * Registers the request id header, the metrics hooks and the three routes. Call it right after the
 * Fastify instance is made, so the request id is on every answer, refusals included.
 */
export function registerOperations(app: FastifyInstance, options: OperationsOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const metrics = options.metrics ? createServerMetrics(options.db) : null;
  app.decorate('vitrineMetrics', metrics);
  if (metrics) {
    const uploadRoutes = new Set(
      options.contract.operations
        .filter((op) => op.tag === 'upload' && op.bodyType === 'multipart')
        .map((op) => toRoutePath(op.path)),
    );
    registerMetricsHooks(app, metrics, uploadRoutes);
  }

  // Probes come every few seconds from every balancer: their request lines stay out of the info log.
  const quiet = { logLevel: 'warn' } as const;

  app.get('/healthz', quiet, async (_request, reply) => noStore(reply).code(200).send({ status: 'ok' }));

  const probe = databaseReadiness(options.db, options.dialect);
  app.get('/readyz', quiet, async (request, reply) => {
    const readiness = await checkReadiness(probe);
    noStore(reply);
    if (readiness.ready) return reply.code(200).send({ status: 'ok' });
    request.log.warn({ err: readiness.error, reason: readiness.reason }, 'not ready');
    return reply.code(503).send(new HttpError(503, readiness.reason, 'NotReady').body);
  });

  app.get('/metrics', quiet, async (request, reply) => {
    noStore(reply);
    if (!metrics) {
      const error = new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}.`);
      return reply.code(404).send(error.body);
    }
    const text = await metrics.registry.expose();
    return reply.code(200).type(METRICS_CONTENT_TYPE).send(text);
  });
}
