// Cross-origin embedding: a host page on another origin calls the API with the session cookie
// (`createVitrineClient({ baseUrl, credentials: 'include' })`). Credentialed CORS (@fastify/cors)
// answers the allowed origins only, the same list the CSRF check reads (auth/csrf.ts), so an origin
// either may call with the cookie and write, or gets nothing:
// - an allowed origin: `Access-Control-Allow-Origin` echoing it, `Access-Control-Allow-Credentials:
//   true`, the exposed headers, and its preflights answered for the methods and headers of the API;
// - any other origin: no CORS header at all (the browser keeps the answer from the page), and its
//   preflight answers 403 with a message that says how to allow it;
// - the server's own pages and requests without `Origin` (curl, the reference app): as before.
// Every answer carries `Vary: Origin`, so a cache never hands one origin's answer to another.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { isOwnHost } from '../auth/csrf';
import { HttpError } from '../domain/errors';

/** The methods of openapi.yml's operations (HEAD with GET): what an allowed origin's preflight answers. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The request headers an allowed origin may send beyond the CORS-safelisted ones: `Content-Type`
 * (@vitrine/api-client sends `application/json` bodies; an upload's `multipart/form-data` is
 * safelisted, but its progress listener makes the browser ask first anyway), and `Range` / `If-Range`
 * (openapi.yml downloadFile, for a host that fetches part of a file).
 */
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'Range', 'If-Range'] as const;

/**
 * Response headers a page of an allowed origin may read beyond the safelisted ones (Content-Type,
 * Content-Length...): a download's file name (Content-Disposition), a range answer's Content-Range,
 * Accept-Ranges and ETag, and why a thumbnail is a placeholder (X-Vitrine-Placeholder), for a host
 * that fetches files with the client; and how long a held-back sign-in must wait (Retry-After, issue
 * 13), which <SignIn> says.
 */
export const CORS_EXPOSED_HEADERS = [
  'Content-Disposition',
  'Content-Range',
  'Accept-Ranges',
  'ETag',
  'X-Vitrine-Placeholder',
  'Retry-After',
] as const;

/** How long a browser may keep a preflight's answer (seconds; Chromium keeps at most 7200). */
export const CORS_MAX_AGE_S = 600;

/** The error code of a refused preflight. */
export const ORIGIN_NOT_ALLOWED = 'OriginNotAllowed';

/** The message of a refused preflight: what was refused and how to allow it. */
export function originNotAllowedMessage(origin: string): string {
  return (
    `The origin ${origin} is not allowed to call this server from a browser. To allow it, start the ` +
    `server with --allowed-origin ${origin} (or add it to VITRINE_ALLOWED_ORIGINS, comma-separated).`
  );
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Registers the CORS answers on `app` for `allowedOrigins` (normalised, config.ts normalizeOrigin).
 * Call before the CSRF hook, so a refused write still says nothing to a page it was not meant for.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);

  // A preflight (OPTIONS with Origin and Access-Control-Request-Method) from an origin that is neither
  // allowed nor the server's own: a clear refusal instead of @fastify/cors's silent 404.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    const origin = headerOf(request.headers.origin);
    if (origin === undefined || headerOf(request.headers['access-control-request-method']) === undefined)
      return;
    if (allowed.has(origin) || (origin !== 'null' && isOwnHost(origin, request.host))) return;
    reply.header('Vary', 'Origin');
    const error = new HttpError(403, originNotAllowedMessage(origin), ORIGIN_NOT_ALLOWED);
    return reply.code(403).send(error.body);
  });

  await app.register(fastifyCors, {
    // Only the listed origins get CORS headers; any other (the server's own included) gets none.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: CORS_MAX_AGE_S,
    // A preflight is answered here (204), before routing, sessions and the CSRF check.
    preflightContinue: false,
    strictPreflight: true,
  });
}
