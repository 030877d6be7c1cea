// The scenario layer: one handler per operation of openapi.yml (the generated list), placed before
// the real ones. When a scenario is switched on for the operation a request is for, it answers the
// error or the network error, or waits ('slow') and lets the real handler answer. It also refuses
// (400) a JSON body without the fields openapi.yml requires. Paths match on any
// origin ('*' prefix), so the SDK may call its API on another host.
import { type HttpHandler, HttpResponse, http as mswHttp } from 'msw';
import { errorBody } from '../errors';
import { OPERATIONS, type OperationId } from '../generated/operations';
import { runScenario, type ScenarioName } from '../scenarios';

interface CompiledOperation {
  operationId: OperationId;
  method: string;
  pattern: RegExp;
  params: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal paths before parameterised ones, so /api/virtualsets/move/ is never taken for /api/virtualsets/{id}. */
const COMPILED: CompiledOperation[] = (
  Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]
)
  .map(([operationId, info]) => {
    const segments = info.path.split(/(\{[^}]+\})/);
    const source = segments.map((part) => (part.startsWith('{') ? '([^/]+)' : escapeRegExp(part))).join('');
    return {
      operationId,
      method: info.method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      params: (info.path.match(/\{/g) ?? []).length,
    };
  })
  .sort((a, b) => a.params - b.params);

/** The operation of openapi.yml a request is for, or undefined. */
export function operationForRequest(method: string, url: string): OperationId | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  return COMPILED.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname))?.operationId;
}

/**
 * A JSON body that is malformed or lacks a field openapi.yml requires answers 400 (when the operation
 * declares 400), like the server's request validation; the real handlers may then trust the body.
 */
async function checkJsonBody(operationId: OperationId, request: Request): Promise<Response | undefined> {
  const info = OPERATIONS[operationId];
  if (info.jsonBody === null || !(info.errorStatuses as readonly number[]).includes(400)) return undefined;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return HttpResponse.json(errorBody(400), { status: 400 });
  }
  const fields = info.jsonBody as readonly string[];
  const valid =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    fields.every((field) => field in body);
  return valid ? undefined : HttpResponse.json(errorBody(400), { status: 400 });
}

/** The message of a call the target does not offer (the server's 501, http/routes.ts). */
export const NOT_OFFERED_MESSAGE = 'This server does not offer this action.';

export function scenarioLayer(options: {
  scenarioFor(operationId: OperationId): ScenarioName | undefined;
  slowMs(): number;
  /** The library the handlers answer from (replaced by a reset). */
  library(): unknown;
  /**
   * Called when a 'slow' request starts waiting; what it returns is called when the wait ends, before
   * the real handler answers (a delete shows its folder as processing meanwhile, spec 000 §4).
   */
  whileSlow?(operationId: OperationId, request: Request): (() => void) | undefined;
  /**
   * Whether the library pretends to lack the feature of this operation (MockDb.unavailableFeatures):
   * it answers 501 as the server does for a call it has no handler for.
   */
  lacks?(operationId: OperationId): boolean;
}): HttpHandler[] {
  return COMPILED.map(({ operationId }) => {
    const info = OPERATIONS[operationId];
    return mswHttp[info.method](`*${info.mswPath}`, async ({ request }) => {
      // /api/virtualsets/move/ also fits /api/virtualsets/:id: only the operation the request is for answers.
      if (operationForRequest(request.method, request.url) !== operationId) return undefined;
      if (options.lacks?.(operationId)) {
        return HttpResponse.json(
          errorBody(501, { errorCode: 'NotImplemented', message: NOT_OFFERED_MESSAGE }),
          { status: 501 },
        );
      }
      const scenario = options.scenarioFor(operationId);
      if (scenario) {
        const library = options.library();
        const end = scenario === 'slow' ? options.whileSlow?.(operationId, request) : undefined;
        let answer: Response | undefined;
        try {
          answer = await runScenario(scenario, { operationId, slowMs: options.slowMs() });
        } finally {
          end?.();
        }
        if (answer) return answer;
        // A slow request whose library was reset while it waited (the next story, the next test)
        // must not change the new library: it ends as a failed request instead.
        if (options.library() !== library) return HttpResponse.error();
      }
      return checkJsonBody(operationId, request);
    });
  });
}
