// The server's metrics (GET /metrics, docs/operations.md "Metrics"): requests by method, route pattern
// and status class, request latency, jobs queued / running / failed read from the jobs table when
// scraped, the jobs this process's worker finished, and upload bytes received. Route labels are Fastify's route patterns (`/api/folder/:id`),
// never the raw URL: ids in a label would make a new series per file.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JOB_STATUS } from '../jobs/queue';
import { type Counter, type Histogram, MetricsRegistry } from './metrics-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics; null when they are turned off (ServerOptions.metrics). */
    vitrineMetrics: ServerMetrics | null;
  }
}

/** Latency buckets in seconds: from a cached look-up to a large export. */
export const LATENCY_BUCKETS: readonly number[] = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

/** The route label of a request no route matched (a 404, or an app page served by the fallback). */
export const NO_ROUTE = '(no route)';

/** The job statuses shown (done jobs are history, not load). */
const JOB_STATUSES = [JOB_STATUS.queued, JOB_STATUS.running, JOB_STATUS.failed] as const;

export interface ServerMetrics {
  readonly registry: MetricsRegistry;
  readonly requests: Counter;
  readonly latency: Histogram;
  readonly uploadBytes: Counter;
  /** Jobs this process's worker finished, by kind and outcome (jobs/worker.ts JobOutcome). */
  readonly jobsFinished: Counter;
}

/** `2xx`, `4xx`, … */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** A request's route label: the pattern of the route that answered it, or {@link NO_ROUTE}. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? NO_ROUTE;
}

export function createServerMetrics(db: Kysely<Database>): ServerMetrics {
  const registry = new MetricsRegistry();
  const requests = registry.counter({
    name: 'vitrine_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
  });
  const latency = registry.histogram({
    name: 'vitrine_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, in seconds, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
  });
  const uploadBytes = registry.counter({
    name: 'vitrine_upload_bytes_received_total',
    help: 'Bytes of upload chunk requests received in full (their Content-Length, multipart framing included).',
  });
  const jobsFinished = registry.counter({
    name: 'vitrine_jobs_finished_total',
    help: "Jobs this process's worker finished, by kind and outcome (done, failed, retry, interrupted).",
    labelNames: ['kind', 'outcome'],
  });
  registry.gauge({
    name: 'vitrine_jobs',
    help: 'Background jobs (thumbnails, video, re-sync) by status, read from the jobs table when scraped.',
    labelNames: ['status'],
    collect: async () => {
      const rows = await db
        .selectFrom('jobs')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('status', 'in', [...JOB_STATUSES])
        .groupBy('status')
        .execute();
      const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
      return JOB_STATUSES.map((status) => ({ labels: { status }, value: counts.get(status) ?? 0 }));
    },
  });
  return { registry, requests, latency, uploadBytes, jobsFinished };
}

/**
 * Counts every answer and its latency (onResponse), and the bytes of the upload calls received in
 * full. `uploadRoutes`: the route patterns of the chunked uploads (openapi.yml tag upload, multipart).
 */
export function registerMetricsHooks(
  app: FastifyInstance,
  metrics: ServerMetrics,
  uploadRoutes: ReadonlySet<string>,
): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    const method = request.method;
    metrics.requests.inc({ method, route, status_class: statusClass(reply.statusCode) });
    metrics.latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (uploadRoutes.has(route)) {
      // The handler read the body (or drained it after a refusal); one cut short is not counted.
      const length = Number(request.headers['content-length']);
      if (request.raw.readableEnded && Number.isSafeInteger(length) && length > 0) {
        metrics.uploadBytes.inc({}, length);
      }
    }
  });
}
