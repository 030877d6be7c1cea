// The logical calls through the real client against @vitrine/mocks (spec 000 §7 "Logical"), and the
// logical rules applied to what the mocks answer (spec 000 §2, §3).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDateNodes,
  buildLocationNodes,
  type LogicalNodeLabels,
  logicalSearchCriteria,
} from '../logical/nodes';
import { fetchLogicalRows, logicalQueryKey } from './logical';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost' });
const labels: LogicalNodeLabels = { notSpecified: '<Not specified>', month: String };

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function count(criteria: object): Promise<number> {
  const { data } = await client.POST('/api/search/count', { body: { criteria } });
  return data?.totalImages ?? -1;
}

describe('logical views (spec 000 §7)', () => {
  it('keys each source under treeKeys.logical', () => {
    expect(logicalQueryKey({ kind: 'date' })).toEqual(['vitrine', 'tree', 'logical', 'date']);
    expect(logicalQueryKey({ kind: 'string', field: 'custom-3' })).toEqual([
      'vitrine',
      'tree',
      'logical',
      'string',
      'custom-3',
    ]);
  });

  it('a month node searches exactly the files it counts (spec 000 §3 "date taken")', async () => {
    const years = buildDateNodes(await fetchLogicalRows(client, { kind: 'date' }), labels);
    const month = years[0]?.children?.[0];
    expect(month).toBeDefined();
    expect(await count(logicalSearchCriteria(month?.id ?? '') ?? {})).toBe(month?.count);
    const year = years[0];
    expect(await count(logicalSearchCriteria(year?.id ?? '') ?? {})).toBe(year?.count);
  });

  it('a location with empty parts (<Not specified>) searches exactly the files it counts', async () => {
    const countries = buildLocationNodes(await fetchLogicalRows(client, { kind: 'location' }), labels);
    const unspecified = countries
      .flatMap((country) => country.children ?? [])
      .find((state) => state.name === '<Not specified>');
    expect(unspecified).toBeDefined();
    expect(await count(logicalSearchCriteria(unspecified?.id ?? '') ?? {})).toBe(unspecified?.count);
  });

  it('answers the keyword and string rows', async () => {
    const keywords = await fetchLogicalRows(client, { kind: 'keywords' });
    expect(keywords[0]).toMatchObject({ id: expect.anything(), value: expect.any(String) });
    const authors = await fetchLogicalRows(client, { kind: 'string', field: 'author' });
    expect(authors.length).toBeGreaterThan(0);
  });

  it('a failure is an ApiError', async () => {
    setScenario('getLogicalDate', 'error-500');
    await expect(fetchLogicalRows(client, { kind: 'date' })).rejects.toSatisfy(isApiError);
  });
});
