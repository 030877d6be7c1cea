// Every operation of openapi.yml becomes a route, generated from the document so none is missed. An
// operation with a handler runs: principal, security, pre-checks, request validation, handler, and
// (when asked) response validation. One without a handler answers 501 with a clear message.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lookUpSession, SESSION_COOKIE, sessionCookieOptions } from '../auth/sessions';
import type { ServerContext } from '../domain/context';
import { forbidden, HttpError, unauthorized } from '../domain/errors';
import { readGuestAccess } from '../library/settings';
import { SHARED_VISITOR_REFUSED, visitorMayCall } from '../shares/access';
import type { Handler, HandlerEntry, HandlerTable, OperationId, RequestContext } from './context';
import { describeValidationErrors, type OpenApiContract, type OperationSpec } from './openapi';

/** The 401 message for a request whose session cookie names no live session. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** "/api/folder/{id}" → "/api/folder/:id" (Fastify's parameters). */
export function toRoutePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function entryOf(handler: Handler<OperationId> | HandlerEntry<OperationId>): HandlerEntry<OperationId> {
  return typeof handler === 'function' ? { handle: handler } : handler;
}

/** Thrown when a response breaks openapi.yml and response validation is on. */
export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolation';
  }
}

/**
 * Checks an answer against the operation's declared responses. `strict` also requires the status to
 * be declared (handler answers; not the framework's own refusals such as 501 or a schema 400).
 */
export function checkResponse(
  contract: OpenApiContract,
  op: OperationSpec,
  status: number,
  body: unknown,
  strict: boolean,
): string | null {
  if (!op.responseValidators.has(status)) {
    if (strict) return `${op.operationId} answered ${status}, which openapi.yml does not declare`;
    if (status >= 400 && !contract.validateErrorBody(body)) {
      return `${op.operationId} answered ${status} with a body that is not an ErrorResponse`;
    }
    return null;
  }
  const validate = op.responseValidators.get(status);
  if (validate === null || validate === undefined) {
    return body === undefined || body === null || body === ''
      ? null
      : `${op.operationId} ${status} must have no body`;
  }
  if (!validate(body)) {
    return `${op.operationId} ${status}: ${describeValidationErrors('response', validate.errors)} ${JSON.stringify(validate.errors?.[0])}`;
  }
  return null;
}

export function registerOperationRoutes(
  app: FastifyInstance,
  server: ServerContext,
  contract: OpenApiContract,
  handlers: HandlerTable,
): void {
  const table = handlers as Record<string, Handler<OperationId> | HandlerEntry<OperationId> | undefined>;
  for (const op of contract.operations) {
    // Routes registered before by their own module keep it (http/operations.ts: no session look-up).
    if (app.hasRoute({ method: op.method.toUpperCase() as 'GET', url: toRoutePath(op.path) })) continue;
    const handler = table[op.operationId];
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: toRoutePath(op.path),
      handler: handler
        ? (request, reply) => runOperation(server, contract, op, entryOf(handler), request, reply)
        : async (_request, reply) => {
            // A server message the apps show as it is (spec 000 §8): product words, no plan or id
            // (issue 14); the request's method and path are in the server's request log.
            const error = new HttpError(501, 'This server does not offer this action.');
            return reply.code(501).send(error.body);
          },
    });
  }
  const unknown = Object.keys(table).filter((id) => !contract.operation(id));
  if (unknown.length > 0)
    throw new Error(`handlers for operations openapi.yml does not have: ${unknown.join(', ')}`);
}

async function runOperation(
  server: ServerContext,
  contract: OpenApiContract,
  op: OperationSpec,
  entry: HandlerEntry<OperationId>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const validate = server.options.validateResponses;
  const send = (status: number, body: unknown, strict: boolean) => {
    if (validate) {
      const violation = checkResponse(contract, op, status, body, strict);
      if (violation) throw new ContractViolation(violation);
    }
    return body === undefined ? reply.code(status).send() : reply.code(status).send(body);
  };
  let stage: 'framework' | 'handler' = 'framework';
  try {
    const { principal, stale } = await lookUpSession(server.db, request.cookies?.[SESSION_COOKIE], {
      guestAccessEnabled: await readGuestAccess(server.db),
      now: server.now(),
    });
    if (stale) {
      // Issue 5: a cookie whose session is gone (expired, signed out elsewhere) is cleared, and a call
      // that takes the session answers 401 rather than quietly running as the guest: the app shows
      // its session-ended state, and the next request (without the cookie) is a guest or anonymous.
      // Sign-in and the public calls take no session: they run, and sign-in sets a new cookie.
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(server.options));
      if (op.usesSession) throw unauthorized(SESSION_ENDED);
    }
    // openapi.yml security: most operations need a session; the guest (guest access on) counts as one.
    if (!op.allowsAnonymous && principal.kind === 'anonymous') throw unauthorized('Sign in to continue.');
    // spec 001 §6: a shared-link visitor calls only what the shared page needs (shares/access.ts).
    // The public calls (no session: a public upload page, a one-time password link) act as nobody.
    if (principal.share && op.usesSession && !visitorMayCall(principal.share, op.operationId, op.tag))
      throw forbidden(SHARED_VISITOR_REFUSED);

    const rawParams = (request.params ?? {}) as Record<string, string>;
    const rawQuery = { ...((request.query ?? {}) as Record<string, unknown>) };
    entry.preValidate?.({ params: rawParams, query: rawQuery, body: request.body });

    const params = { path: { ...rawParams }, query: rawQuery };
    if (!op.validateParams(params)) {
      throw new HttpError(400, describeValidationErrors('parameters', op.validateParams.errors));
    }
    let body: unknown = request.body;
    if (op.validateBody) {
      if (body === undefined || body === null)
        throw new HttpError(400, 'Invalid body: a JSON body is required.');
      body = structuredClone(body);
      if (!op.validateBody(body))
        throw new HttpError(400, describeValidationErrors('body', op.validateBody.errors));
    }
    const ctx: RequestContext<OperationId> = {
      app: server,
      db: server.db,
      principal,
      params: params.path as never,
      query: params.query as never,
      body: body as never,
      request,
      reply,
    };
    stage = 'handler';
    const result = await entry.handle(ctx);
    if (reply.sent) return reply;
    const status = op.responseValidators.has(200) ? 200 : 204;
    return send(status, status === 204 ? undefined : result, true);
  } catch (error) {
    if (error instanceof HttpError) return send(error.status, error.body, stage === 'handler');
    throw error;
  }
}
