// What a route handler gets and returns, typed from the generated openapi.yml types of
// @vitrine/api-client: the handler of `getSubfolders` reads that operation's body and must answer
// its 200 body, so a handler that drifts from the contract fails the typecheck (and, at run time in
// the tests, the response validation of http/openapi.ts). What the handlers share with the rest of
// the server (the database, the blob store, the options) is domain/context.ts ServerContext.
import type { operations } from '@vitrine/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import type { ServerContext } from '../domain/context';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of an operation's request (undefined when it takes none). */
export type RequestBody<K extends OperationId> = [NonNullable<operations[K]['requestBody']>] extends [never]
  ? undefined
  : JsonOf<NonNullable<operations[K]['requestBody']>>;

/** The path parameters of an operation. */
export type PathParams<K extends OperationId> = NonNullable<operations[K]['parameters']['path']>;
/** The query parameters of an operation (defaults filled in). */
export type QueryParams<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;

/** What a handler answers: the 200 body, or nothing for an operation that answers 204. */
export type HandlerResult<K extends OperationId> = operations[K]['responses'] extends { 200: infer R }
  ? JsonOf<R>
  : undefined;

export interface RequestContext<K extends OperationId> {
  readonly app: ServerContext;
  readonly db: Kysely<Database>;
  readonly principal: Principal;
  readonly params: PathParams<K>;
  readonly query: QueryParams<K>;
  readonly body: RequestBody<K>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler<K extends OperationId> = (ctx: RequestContext<K>) => Promise<HandlerResult<K>>;

/**
 * A handler with checks that run before the schema validation, for the rules whose messages the
 * spec fixes word for word (a folder name of '' is 'Input is empty!', not a schema error; a
 * non-numeric rename id is 'Not valid folder to rename'). It reads the raw input.
 */
export interface HandlerEntry<K extends OperationId> {
  preValidate?: (raw: {
    params: Record<string, string>;
    query: Record<string, unknown>;
    body: unknown;
  }) => void;
  handle: Handler<K>;
}

/** The handlers of one module (one openapi.yml tag), by operationId. */
export type HandlerTable = { [K in OperationId]?: Handler<K> | HandlerEntry<K> };
