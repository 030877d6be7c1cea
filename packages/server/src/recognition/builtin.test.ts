// The built-in recognizer for real (issue 18): the CenterNet COCO model shipped in @vladmandic/human,
// on TensorFlow.js WebAssembly, read from node_modules (no network). A real photo a package ships (the
// sample collage of people in @vladmandic/human's assets) is recognised as 'Person'; a flat colour
// gets no label; the model is not loaded until the first picture. Through the server: the job stores
// the labels and a text search finds the photo by its label.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';
import { builtinModelLoaded, builtinRecognizer, detectObjects } from './builtin';
import { realPhotoFixture } from './fixtures';
import { boundedPicture } from './picture';
import { boundLabels } from './provider';

describe('the built-in model', () => {
  it('is not loaded before the first picture', () => {
    expect(builtinModelLoaded()).toBe(false);
  });

  it("finds 'Person' in a real photo and nothing in a flat colour", async () => {
    const photo = await boundedPicture(realPhotoFixture());
    const labels = boundLabels(await builtinRecognizer().recognize(photo, new AbortController().signal));
    expect(builtinModelLoaded()).toBe(true);
    expect(labels).toContain('Person');
    const flat = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    expect(boundLabels(await detectObjects(flat))).toEqual([]);
  }, 60_000);
});

describe('through the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('recognises an uploaded photo and a search finds it by its label', async () => {
    await writeSetting(server.app.vitrine.db, 'globalSettings', { recognitionEnabled: true } as never);
    const editor = await server.as('editor');
    const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'People',
      ParentId: server.library.folders.workspace.id,
    });
    const answers = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${folder.body.id}`,
      'crowd.jpg',
      await readFile(realPhotoFixture()),
    );
    const id = answers.at(-1)?.body.files[0]?.Id as number;
    await editor.call('POST', '/api/recognition/consent', { isAllowed: true });
    expect((await editor.call('POST', '/api/recognize/', { ids: [id] })).body).toMatchObject({
      enqueued: true,
    });
    await server.app.vitrineJobs.worker.idle();
    const image = await editor.call<{ recognizedLabels: string[] }>('GET', `/api/images/${id}`);
    expect(image.body.recognizedLabels).toContain('Person');
    const found = await editor.call<{ images: { id: number }[] }>('POST', '/api/search', {
      criteria: { text: 'person' },
    } as never);
    expect(found.body.images.map((i) => i.id)).toContain(id);
  }, 60_000);
});
