// The ingest context of a running server: its database, blob store, temporary directory and clock,
// the recognition setting, and the worker to wake when jobs were queued.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../domain/context';
import { readSetting } from '../library/settings';
import { workPaths } from '../storage/work-paths';
import type { IngestContext } from './ingest';

export async function ingestContextFor(
  server: ServerContext,
  app?: Pick<FastifyInstance, 'vitrineJobs'>,
): Promise<IngestContext> {
  const settings = await readSetting(server.db, 'globalSettings');
  return {
    db: server.db,
    blobs: server.blobs,
    tmpDir: workPaths(server.options.dataDir).tmp,
    now: server.now,
    recognitionEnabled: settings.recognitionEnabled,
    onJobsQueued: () => app?.vitrineJobs?.worker.wake(),
  };
}
