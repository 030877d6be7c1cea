// The mocks answer the typed client of @vitrine/api-client (openapi-fetch over openapi.yml), errors
// included: ApiError carries the spec's message (spec 000 §8).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../index';
import { BASE, mockServerForFile } from './helpers';

mockServerForFile();
const client = createVitrineClient({ baseUrl: BASE });

describe('with the typed client', () => {
  it('reads the root folders', async () => {
    const { data } = await client.POST('/api/folders/subfolders', { body: { folderId: 'root' } });
    expect(data?.folders.map((f) => f.name)).toContain('Marketing');
  });

  it('gets the 400 of an invalid folder name with the spec message', async () => {
    const { error } = await client.POST('/api/folder/addFolder', { body: { Name: 'bad.', ParentId: 1 } });
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, message: 'The folder name cannot end with a dot character!' });
  });

  it('gets a scenario error', async () => {
    setScenario('getPinnedItems', 'error-401');
    const { error } = await client.GET('/api/pinneditems');
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, errorCode: 'Unauthorized', message: 'Unauthorized' });
  });
});
