// openapi.yml, read at start: the list of operations (every route is generated from it, so none is
// missed) and ajv validators compiled from its schemas, for requests always and for responses when
// asked (tests, the contract suite): a response that breaks the contract fails there.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  $ref?: string;
}

/** One operation of openapi.yml, with its validators. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The path as openapi.yml writes it ("/api/folder/{id}"). */
  path: string;
  tag: string;
  /** True when a visitor without a session may call it (security lists `{}`). */
  allowsAnonymous: boolean;
  /** True when it takes the session cookie (security lists `session`); false for sign-in and the public calls. */
  usesSession: boolean;
  /** The statuses it declares. */
  statuses: readonly number[];
  /** Names of its path parameters, in order. */
  pathParams: readonly string[];
  /** The content type of its request body, if any. */
  bodyType: 'json' | 'multipart' | null;
  /** Validates (and coerces, and fills defaults of) `{ path, query }`. */
  validateParams: ValidateFunction;
  /** Validates (and fills defaults of) the JSON body; undefined when the body is not JSON. */
  validateBody: ValidateFunction | undefined;
  /** The JSON response validator per status (undefined: no JSON body declared). */
  responseValidators: ReadonlyMap<number, ValidateFunction | null>;
}

export interface OpenApiContract {
  readonly operations: readonly OperationSpec[];
  operation(operationId: string): OperationSpec | undefined;
  /** Validates an error body against ErrorResponse. */
  validateErrorBody: ValidateFunction;
}

/** Finds openapi.yml: next to the built package (copied by the build) or at the workspace root. */
export function findOpenApiFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'openapi.yml');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('openapi.yml not found next to @vitrine/server or above it');
}

const DOC_ID = 'https://vitrine.local/openapi.json';

function pointer(...segments: (string | number)[]): string {
  return `#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** Error messages of ajv as one readable sentence: "body/Name must NOT have fewer than 1 characters". */
export function describeValidationErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `Invalid ${where}.`;
  const at = `${where}${first.instancePath}`.replace(/\//g, '.');
  if (first.keyword === 'required') {
    return `Invalid ${where}: ${at}.${(first.params as { missingProperty: string }).missingProperty} is required.`;
  }
  if (first.keyword === 'additionalProperties') {
    return `Invalid ${where}: ${at} has an unknown field ${(first.params as { additionalProperty: string }).additionalProperty}.`;
  }
  return `Invalid ${where}: ${at} ${first.message ?? 'is not valid'}.`;
}

let cached: OpenApiContract | undefined;

/** Loads and compiles openapi.yml once per process. */
export function loadOpenApi(file: string = findOpenApiFile()): OpenApiContract {
  if (cached) return cached;
  // biome-ignore lint/suspicious/noExplicitAny: the YAML document is walked by key.
  const doc = parse(readFileSync(file, 'utf8')) as any;
  const makeAjv = (options: { coerceTypes?: boolean; useDefaults?: boolean }) => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, ...options });
    addFormats(ajv);
    ajv.addFormat('password', true);
    ajv.addFormat('binary', true);
    ajv.addSchema(doc, DOC_ID);
    return ajv;
  };
  // Requests: bodies checked as sent (no defaults filled in: a partial save must stay partial);
  // path and query strings coerced by schema, query defaults filled in.
  const requestAjv = makeAjv({});
  const paramsAjv = makeAjv({ coerceTypes: true, useDefaults: true });
  // Responses: checked as sent, nothing changed.
  const responseAjv = makeAjv({});
  const ref = (ajv: Ajv2020, at: string) => ajv.compile({ $ref: `${DOC_ID}${at}` });

  const resolveRef = (value: { $ref?: string } | undefined) => {
    let current = value;
    while (current?.$ref) {
      const parts = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      // biome-ignore lint/suspicious/noExplicitAny: walking the document.
      current = parts.reduce((node: any, key) => node?.[key], doc);
    }
    return current;
  };

  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      // biome-ignore lint/suspicious/noExplicitAny: an operation object of the document.
      const op = item[method] as any;
      if (!op) continue;
      // Each parameter with the JSON pointer of its schema in the document, so $refs inside resolve.
      const located = [
        ...shared.map((p, i) => ({ p, at: p.$ref ?? pointer('paths', path, 'parameters', i) })),
        ...((op.parameters as ParameterObject[] | undefined) ?? []).map((p, i) => ({
          p,
          at: p.$ref ?? pointer('paths', path, method, 'parameters', i),
        })),
      ].map(({ p, at }) => ({ param: resolveRef(p) as ParameterObject, schemaAt: `${at}/schema` }));
      const parameters = located.map((l) => l.param);
      const paramsSchema = {
        type: 'object',
        properties: {
          path: objectSchema(located.filter((l) => l.param.in === 'path')),
          query: objectSchema(located.filter((l) => l.param.in === 'query')),
        },
      };
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const requestBody = resolveRef(op.requestBody) as { content?: Record<string, unknown> } | undefined;
      const bodyType = requestBody?.content?.['application/json']
        ? 'json'
        : requestBody?.content?.['multipart/form-data']
          ? 'multipart'
          : null;
      const responseValidators = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(op.responses as Record<string, { $ref?: string }>)) {
        const resolved = resolveRef(response) as { content?: Record<string, { schema?: unknown }> };
        const code = Number(status);
        if (resolved.content?.['application/json']?.schema) {
          const at = response.$ref
            ? `${response.$ref}/content/application~1json/schema`
            : pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema');
          responseValidators.set(code, ref(responseAjv, at));
        } else {
          responseValidators.set(code, null);
        }
      }
      operations.push({
        operationId: op.operationId,
        method,
        path,
        tag: (op.tags as string[] | undefined)?.[0] ?? 'untagged',
        allowsAnonymous: security.some((requirement) => Object.keys(requirement).length === 0),
        usesSession: security.some((requirement) => 'session' in requirement),
        statuses: [...responseValidators.keys()],
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        bodyType,
        validateParams: paramsAjv.compile(paramsSchema),
        validateBody:
          bodyType === 'json'
            ? ref(
                requestAjv,
                pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
              )
            : undefined,
        responseValidators,
      });
    }
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  cached = {
    operations,
    operation: (id) => byId.get(id),
    validateErrorBody: ref(responseAjv, '#/components/schemas/ErrorResponse'),
  };
  return cached;

  function objectSchema(list: { param: ParameterObject; schemaAt: string }[]) {
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((l) => [l.param.name, { $ref: `${DOC_ID}${l.schemaAt}` }])),
      required: list.filter((l) => l.param.required).map((l) => l.param.name),
    };
  }
}
