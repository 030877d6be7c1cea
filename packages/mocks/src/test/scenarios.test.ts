// Every operation of openapi.yml answers every scenario it declares (a table generated from the
// operation list), and has a real handler. spec README: errors are { responseStatus: { errorCode, message } }.
import { en, uploadStatusMessage } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { MOVE_CONFLICT_MESSAGE } from '../errors';
import {
  currentDb,
  handlers,
  OPERATIONS,
  type OperationId,
  resetMockDb,
  scenariosFor,
  setScenario,
  setSlowDelay,
} from '../index';
import { scenarioStatus } from '../scenarios';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const SLOW_MS = 20;
const operationIds = Object.keys(OPERATIONS) as OperationId[];

/** A concrete request path for an operation: every path parameter is 1. */
function concretePath(operationId: OperationId): string {
  return OPERATIONS[operationId].path.replace(/\{[^}]+\}/g, '1');
}

const table = operationIds.flatMap((operationId) =>
  scenariosFor(OPERATIONS[operationId].errorStatuses).map((scenario) => ({ operationId, scenario })),
);

const UPLOADS: readonly OperationId[] = ['uploadChunk', 'uploadOverwriteChunk', 'uploadPublicChunk'];

/**
 * The server message a scenario carries: the spec's text where a status has one of its own (spec 000
 * §8, spec 001 §8); none for 400, 401, 403, 404 and 500, so the client shows its own fallback.
 */
function expectedMessage(operationId: OperationId, status: number): string | undefined {
  if ((status >= 440 && status <= 446) || status === 503) return uploadStatusMessage(status);
  if (status === 413) {
    if (UPLOADS.includes(operationId)) return en.upload.tooLarge;
    return operationId === 'saveAnnotation' ? en.annotation.tooLarge : en.items.renameHugeConfirm;
  }
  if (status === 409) return MOVE_CONFLICT_MESSAGE;
  // A held-back sign-in or current-password check (openapi.yml TooManyAttempts).
  if (status === 429) return 'Too many sign-in attempts. Wait a moment, then try again.';
  return undefined;
}

describe('scenario table', () => {
  it('covers every operation with its declared errors, network-error and slow', () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(100);
    expect(table.length).toBeGreaterThan(operationIds.length * 3);
  });

  it.each(table)('$operationId answers $scenario', async ({ operationId, scenario }) => {
    const { method } = OPERATIONS[operationId];
    const path = concretePath(operationId);
    const body = method === 'get' || method === 'delete' ? undefined : {};
    setScenario(operationId, scenario);
    if (scenario === 'network-error') {
      await expect(api(method.toUpperCase(), path, body)).rejects.toThrow();
      return;
    }
    if (scenario === 'slow') {
      const started = performance.now();
      const answer = await api(method.toUpperCase(), path, body);
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 2);
      // After the delay the real handler answers (not the scenario layer's error shape for 'slow').
      expect(answer.status).toBeGreaterThanOrEqual(200);
      return;
    }
    const status = scenarioStatus(scenario);
    const answer = await api(method.toUpperCase(), path, body);
    expect(answer.status).toBe(status);
    const message = expectedMessage(operationId, status as number);
    expect(answer.body).toEqual({
      responseStatus: { errorCode: expect.any(String), ...(message === undefined ? {} : { message }) },
    });
    if (status === 429) expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('refuses a scenario the operation does not declare', () => {
    expect(() => setScenario('getCurrentUser', 'error-409')).toThrow(/does not declare/);
    expect(() => setScenario('nope' as OperationId, 'error-500')).toThrow(/unknown operationId/);
  });

  it('switches a scenario off again', async () => {
    setScenario('getCurrentUser', 'error-500');
    expect((await api('GET', '/api/session/currentuser')).status).toBe(500);
    setScenario('getCurrentUser', null);
    expect((await api('GET', '/api/session/currentuser')).status).toBe(200);
  });

  it('answers only the operation switched, not a look-alike path (/api/virtualsets/move/ vs /{id})', async () => {
    setScenario('renameSet', 'error-500');
    const set = currentDb().sets.find((s) => s.canBeStandalone && s.parentId !== null);
    const moved = await api('PATCH', '/api/virtualsets/move/', { Id: set?.id, newParentId: null });
    expect(moved.status).toBe(204);
  });
});

describe('handler coverage', () => {
  it.each(operationIds)('%s has a real handler', (operationId) => {
    const { method, mswPath } = OPERATIONS[operationId];
    const real = handlers.filter(
      (h) =>
        'path' in h.info && h.info.path === `*${mswPath}` && String(h.info.method).toLowerCase() === method,
    );
    // One handler comes from the scenario layer; the second is the operation's own.
    expect(real.length).toBe(2);
  });

  it('fails unhandled requests instead of passing them to the network', async () => {
    await expect(api('GET', '/api/not-an-operation')).rejects.toThrow();
  });

  it('a slow request whose library was reset while it waited fails and leaves the new library alone', async () => {
    const press = currentDb().folders.find((folder) => folder.name === 'Press' && folder.parentId === null);
    expect(press).toBeDefined();
    setScenario('deleteFolder', 'slow');
    setSlowDelay(400);
    const pending = api('DELETE', `/api/folder/${press?.id}`);
    // While the request waits in the handler, the next story or test starts: a fresh library.
    await new Promise((resolve) => setTimeout(resolve, 100));
    resetMockDb();
    await expect(pending).rejects.toThrow();
    expect(currentDb().folder(press?.id ?? -1)?.name).toBe('Press');
  });
});
