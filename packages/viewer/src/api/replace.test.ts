// What replacing a file sends (spec 001 §2 "an image-overwrite handler path with the image id", §7
// createNewVersion; the name is decided: docs/decisions.md "Replacing a file from the viewer").
import { createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { uploadNewVersion } from './replace';

/** A client whose fetch records each chunk's path and form, and answers as the server does. */
function recordingClient(answer: (form: FormData) => Response) {
  const seen: { path: string; form: FormData }[] = [];
  const client = createVitrineClient({
    baseUrl: 'http://vitrine.test',
    fetch: async (request) => {
      const form = await request.formData();
      seen.push({ path: new URL(request.url).pathname, form });
      return answer(form);
    },
  });
  return { client, seen };
}

const done = (form: FormData) =>
  Response.json({
    complete: true,
    receivedBytes: Number(form.get('fileSize')),
    files: [{ Id: 42, name: String(form.get('fileName')) }],
  });

describe('uploadNewVersion', () => {
  it('posts to the image-overwrite path with createNewVersion, under the current name, the new bytes', async () => {
    const { client, seen } = recordingClient(done);
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const outcome = await uploadNewVersion(client, {
      imageId: 42,
      fileName: 'harbour.jpg',
      file: new File([bytes], 'IMG_0001.JPEG', { type: 'image/jpeg' }),
    });
    expect(outcome).toMatchObject({ status: 'done', files: [{ Id: 42, name: 'harbour.jpg' }] });
    expect(seen).toHaveLength(1);
    const [{ path, form }] = seen as [{ path: string; form: FormData }];
    expect(path).toBe('/api/upload/overwrite/42');
    expect(form.get('createNewVersion')).toBe('true');
    expect(form.get('makeCopy')).toBe('false');
    expect(form.get('fileName')).toBe('harbour.jpg');
    expect(form.get('fileSize')).toBe('5');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('harbour.jpg');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(bytes);
  });

  it('ends failed with the upload table message (spec 001 §8: 443)', async () => {
    const { client } = recordingClient(() =>
      Response.json(
        { responseStatus: { errorCode: '443', message: 'Changed image not found.' } },
        { status: 443 },
      ),
    );
    const outcome = await uploadNewVersion(client, {
      imageId: 7,
      fileName: 'gone.jpg',
      file: new Blob([new Uint8Array(3)], { type: 'image/jpeg' }),
    });
    expect(outcome).toEqual({ status: 'failed', code: 443, message: 'Changed image not found.' });
  });

  it('sends a chunk answered 503 again with the same uniqueId (one new version, not a failure)', async () => {
    let answered = 0;
    const { client, seen } = recordingClient((form) => {
      answered += 1;
      return answered === 1
        ? Response.json({ responseStatus: { errorCode: '503', message: 'Busy' } }, { status: 503 })
        : done(form);
    });
    const outcome = await uploadNewVersion(client, {
      imageId: 42,
      fileName: 'harbour.jpg',
      file: new Blob([new Uint8Array(4)], { type: 'image/jpeg' }),
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    expect(outcome).toMatchObject({ status: 'done', files: [{ Id: 42 }] });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.form.get('uniqueId')).toBe(seen[0]?.form.get('uniqueId'));
    expect(seen[1]?.form.get('chunkIndex')).toBe('0');
  });

  it('an aborted upload sends nothing more and ends aborted', async () => {
    const { client, seen } = recordingClient(done);
    const controller = new AbortController();
    controller.abort();
    const outcome = await uploadNewVersion(client, {
      imageId: 7,
      fileName: 'a.jpg',
      file: new Blob([new Uint8Array(3)]),
      signal: controller.signal,
    });
    expect(outcome).toEqual({ status: 'aborted' });
    expect(seen).toHaveLength(0);
  });
});
