// createServer: the Fastify instance that implements openapi.yml over one data directory.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { csrfRefusal } from './auth/csrf';
import { createSignInGuard } from './auth/sign-in-limits';
import { type ResolvedServerOptions, resolveServerOptions, type ServerOptions } from './config';
import { databaseLocation, type OpenDatabase, openDatabase } from './db/database';
import type { ServerContext } from './domain/context';
import { ERROR_CODES, HttpError } from './domain/errors';
import { handlersFor } from './handlers';
import { registerCors } from './http/cors';
import { loadOpenApi } from './http/openapi';
import { REQUEST_ID_OPTIONS, registerOperations } from './http/operations';
import { ContractViolation, registerOperationRoutes } from './http/routes';
import { isSourceMapPath, registerSecurityHeaders, sendAppPage } from './http/security-headers';
import { MetadataWriter } from './images/embed-metadata';
import { attachBackgroundWork } from './jobs';
import { ensureLibraryBasics } from './library/bootstrap';
import { writeSetting } from './library/settings';
import { RankPool } from './search/rank-pool';
import { shareBlobGuard } from './storage/blob-guard';
import { openPostgresBlobLock } from './storage/blob-lock';
import { LocalBlobStore } from './storage/blob-store';
import { safeJoin } from './storage/paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database, blob store and options (tests and the CLI read them). */
    vitrine: ServerContext & { database: OpenDatabase };
  }
}

/** The layout of the data directory. */
export function dataPaths(dataDir: string) {
  return {
    sqlite: join(dataDir, 'vitrine.sqlite'),
    blobs: join(dataDir, 'blobs'),
    tmp: join(dataDir, 'tmp'),
  };
}

/** API paths (and the two legacy ASP.NET paths of the spec) never fall back to the app's index.html. */
function isApiPath(url: string): boolean {
  return /^\/(api\/|Download\.aspx|Thumbnails\.asmx\/)/i.test(url);
}

/**
 * Opens (or creates) the library in `options.dataDir`, applies the migrations, and answers a Fastify
 * instance with every operation of openapi.yml routed. Call `listen` on it (the CLI does) or `inject`
 * (tests); `close()` also closes the database.
 */
export async function createServer(input: ServerOptions): Promise<FastifyInstance> {
  const options: ResolvedServerOptions = resolveServerOptions(input);
  const paths = dataPaths(options.dataDir);
  const location = databaseLocation(options.databaseUrl, paths.sqlite);
  const database = await openDatabase(location);
  await ensureLibraryBasics(database.db, options.now());
  if (options.guestAccess !== undefined)
    await writeSetting(database.db, 'guestAccessEnabled', options.guestAccess);

  const sqliteFile = 'sqliteFile' in location ? location.sqliteFile : null;
  const server: ServerContext = {
    db: database.db,
    dialect: database.dialect,
    blobs: options.blobStore ?? new LocalBlobStore(paths.blobs, paths.tmp),
    options,
    rankPool:
      database.dialect === 'sqlite' &&
      sqliteFile !== null &&
      sqliteFile !== ':memory:' &&
      options.rankThreads > 0
        ? new RankPool({ file: sqliteFile, threads: options.rankThreads })
        : null,
    now: options.now,
    signInGuard: createSignInGuard(database.db, options.signInLimits, options.scryptCost),
    metadataWriter: new MetadataWriter({
      enabled: options.embedMetadata,
      tmpDir: paths.tmp,
      warn: (message) => app.log.warn(message),
    }),
  };

  const app = Fastify({
    logger: options.logger,
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For (request.ip: the sign-in throttle's client address) only from the configured
    // proxies, never from anyone by default (config.ts trustProxy).
    trustProxy: options.trustProxy.length > 0 ? options.trustProxy : false,
    // X-Request-Id: the caller's when it is a plain token, else a new one; in every log line and answer.
    ...REQUEST_ID_OPTIONS,
  });
  app.decorate('vitrine', { ...server, database });
  // /healthz, /readyz and /metrics (no session), the request id header and the metrics hooks: first,
  // so that every answer, refusals included, carries the request id and is counted (http/operations.ts).
  registerOperations(app, {
    db: database.db,
    dialect: database.dialect,
    metrics: options.metrics,
    contract: loadOpenApi(),
  });
  // Several servers over one PostgreSQL database keep blob writes and collections apart through it
  // (storage/blob-lock.ts); SQLite's data directory is one server's.
  const blobLock = 'postgresUrl' in location ? await openPostgresBlobLock(location.postgresUrl) : null;
  if (blobLock) shareBlobGuard(server.blobs, blobLock);
  app.addHook('onClose', async () => {
    await server.rankPool?.close();
    // No perl process outlives the server.
    await server.metadataWriter.close();
    if (blobLock) {
      shareBlobGuard(server.blobs, null);
      await blobLock.close();
    }
    await database.close();
  });
  // The job worker (thumbnails) and the cleaning of abandoned uploads (src/jobs, src/upload).
  attachBackgroundWork(app, server);
  await app.register(fastifyCookie);

  // Multipart bodies (uploads, annotation) are read by their handlers as streams, not parsed here.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));

  // Pages of the allowed origins call the API with the cookie (credentialed CORS); any other origin
  // is refused (http/cors.ts). Before the CSRF check, which reads the same list.
  await registerCors(app, options.allowedOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const refusal = csrfRefusal({
      method: request.method,
      headers: request.headers,
      ownHost: request.host,
      allowedOrigins: options.allowedOrigins,
    });
    if (refusal) {
      const error = new HttpError(403, `Cross-site request refused: ${refusal}.`, 'CrossSiteRequest');
      return reply.code(403).send(error.body);
    }
  });

  // Content-Security-Policy, Referrer-Policy, framing and nosniff on every answer (uploads may hold
  // HTML or SVG: never sniffed into something runnable).
  const securityHeaders = { frameAncestors: options.frameAncestors, mapsApiKey: options.mapsApiKey };
  registerSecurityHeaders(app, securityHeaders);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    if (error instanceof ContractViolation) {
      request.log.error(error, 'response breaks openapi.yml');
      return reply.code(500).send(new HttpError(500, `Response breaks openapi.yml: ${error.message}`).body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(new HttpError(status, error.message, ERROR_CODES[status] ?? 'BadRequest').body);
    }
    request.log.error(error);
    return reply.code(500).send(new HttpError(500).body);
  });

  // Operations that need configuration this server lacks (mail) answer 501 (handlers/index.ts).
  registerOperationRoutes(app, server, loadOpenApi(), handlersFor(options));

  if (options.appDir && existsSync(join(options.appDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.appDir,
      wildcard: false,
      // index.html goes out through sendAppPage below (its policy's nonce), never as a static file.
      index: false,
      // The app's build writes .br and .gz copies of its scripts and styles (reference-app's
      // vite.config.ts): sent to browsers that accept them, with Content-Encoding and Vary.
      preCompressed: true,
      // Source maps are not served, even from a build that has them (issue 13 row 7).
      allowedPath: (pathName) => !isSourceMapPath(pathName) && !/^\/index\.html$/i.test(pathName),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // HEAD is answered like GET (its headers, no body): link checkers and uptime probes ask it.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !isSourceMapPath(request.url) &&
      options.appDir !== undefined;
    if (wantsPage && existsSync(safeJoin(options.appDir as string, 'index.html'))) {
      // The reference app routes on the client (spec 000 §2): every page path serves index.html.
      return sendAppPage(reply, options.appDir as string, securityHeaders);
    }
    const error = new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}.`);
    return reply.code(404).send(error.body);
  });

  return app;
}
