// GET /api/image/videostatus/{id} through the real client against @vitrine/mocks (spec 000 §7).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, currentDb } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchVideoStatus, videoStatusQueryKey } from './video';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost/' });

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchVideoStatus (spec 000 §7)', () => {
  it('answers the id, the status and the try count of a video', async () => {
    const video = currentDb().images.find((image) => /error/i.test(image.videoStatus ?? ''));
    if (!video) throw new Error('the seed has a failed video');
    expect(await fetchVideoStatus(client, video.id)).toEqual({
      id: video.id,
      status: video.videoStatus,
      videoTries: video.videoTries,
    });
  });

  it('a file that is not a video is a 404 ApiError', async () => {
    const picture = currentDb().images.find((image) => image.mimeType.startsWith('image/'));
    const failure = await fetchVideoStatus(client, picture?.id ?? 0).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
  });

  it('its query key sits under the views’ keys, per image', () => {
    expect(videoStatusQueryKey(7)).toEqual(['vitrine', 'views', 'video-status', 7]);
  });
});
