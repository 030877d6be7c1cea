// Object recognition over HTTP (issue 18; spec 000 §4, §7; spec 001 §4, §6, §7): consent per person
// (accept proceeds, decline turns the option off), recognize only for a single recognizable image
// with editData while the feature is enabled, status while processing, the job storing labels as
// recognized labels and as the recognition-label field (searchable, out of the logical tree), a
// failing provider marking the image failed. The provider here is a stand-in (no model, no network);
// recognition-builtin.test.ts runs the real built-in model.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import type { RecognitionInput, RecognitionProvider } from '../recognition/provider';
import { RECOGNITION_BOUNDS } from '../recognition/provider';
import { RECOGNITION_MESSAGES } from '../recognition/service';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';

const seen: RecognitionInput[] = [];
let failNext = false;
const stand_in: RecognitionProvider = {
  name: 'stand-in',
  async recognize(input) {
    seen.push(input);
    if (failNext) {
      failNext = false;
      throw new Error('the stand-in failed');
    }
    return [
      { label: 'Zebra', score: 0.9 },
      { label: 'Zebra', score: 0.5 },
      { label: 'Kite', score: 0.6 },
      { label: 'Umbrella', score: RECOGNITION_BOUNDS.minScore - 0.01 },
      ...Array.from({ length: 20 }, (_, i) => ({
        label: `Thing ${i}`,
        score: RECOGNITION_BOUNDS.minScore + 0.01,
      })),
    ];
  },
};

let server: TestServer;
let editor: Agent;
let viewer: Agent;
let folderId: number;

beforeAll(async () => {
  server = await startTestServer({ recognizer: stand_in });
});
afterAll(() => server.close());

beforeEach(async () => {
  seen.length = 0;
  failNext = false;
  await server.reset();
  await writeSetting(server.app.vitrine.db, 'globalSettings', { recognitionEnabled: true } as never);
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Recognition',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
});

async function upload(name: string, bytes: Buffer): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folderId}`,
    name,
    bytes,
  );
  const last = answers.at(-1);
  if (last?.status !== 200) throw new Error(`upload ${name}: ${last?.status}`);
  return last.body.files[0]?.Id as number;
}

const photo = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

const recognize = (agent: Agent, ids: number[]) =>
  agent.call<Record<string, unknown>>('POST', '/api/recognize/', { ids });
const status = async (agent: Agent, ids: number[]) =>
  (
    await agent.call<{ images: { imageId: number; processing: boolean }[] }>(
      'POST',
      '/api/recognition/multi-status',
      { imageIds: ids },
    )
  ).body.images;

describe('consent (spec 001 §4, §6)', () => {
  it('asks first; accepting proceeds; declining records no and turns recognizeObjects off', async () => {
    const id = await upload('a.jpg', await photo());
    expect((await editor.call('GET', '/api/recognition/consent')).body).toBe(false);
    expect((await recognize(editor, [id])).body).toEqual({ requiresConsent: true });
    expect(seen).toHaveLength(0);

    await editor.call('POST', '/api/settings/web', { recognizeObjects: true } as never);
    expect((await editor.call('POST', '/api/recognition/consent', { isAllowed: false })).status).toBe(204);
    expect((await editor.call('GET', '/api/recognition/consent')).body).toBe(false);
    expect((await recognize(editor, [id])).body).toEqual({ requiresConsent: true });
    const web = await editor.call<{ recognizeObjects?: boolean }>('GET', '/api/settings/web');
    if (web.status === 200) expect(web.body.recognizeObjects).toBe(false);

    expect((await editor.call('POST', '/api/recognition/consent', { isAllowed: true })).status).toBe(204);
    expect((await editor.call('GET', '/api/recognition/consent')).body).toBe(true);
    // Per person: the viewer has not answered.
    expect((await viewer.call('GET', '/api/recognition/consent')).body).toBe(false);
  });

  it('refuses an answer from someone not signed in', async () => {
    const anonymous = server.agent();
    const answer = await anonymous.call('POST', '/api/recognition/consent', { isAllowed: true });
    expect([401, 403]).toContain(answer.status);
    expect((await anonymous.call('GET', '/api/recognition/consent')).body).not.toBe(true);
  });
});

describe('the upload\'s "recognise objects" option (spec 001 §4, §6)', () => {
  const uploadRecognizing = async (name: string) => {
    const answers = await uploadBytes<{ files: { Id: number; recognizing?: boolean }[] }>(
      server,
      editor,
      `/api/upload/${folderId}`,
      name,
      await photo(),
      { flags: { recognizeObjects: true } },
    );
    return answers.at(-1)?.body.files[0];
  };
  const recognitionJobs = async (fileId: number) =>
    server.app.vitrine.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'recognition')
      .where('file_id', '=', fileId)
      .execute();

  it('queues nothing for a person who has not accepted the AI consent; after accepting, it does', async () => {
    const before = await uploadRecognizing('before-consent.jpg');
    expect(before?.recognizing ?? false).toBe(false);
    expect(await recognitionJobs(before?.Id as number)).toHaveLength(0);

    await editor.call('POST', '/api/recognition/consent', { isAllowed: true });
    const after = await uploadRecognizing('after-consent.jpg');
    expect(after?.recognizing).toBe(true);
    expect(await recognitionJobs(after?.Id as number)).toHaveLength(1);
  });
});

describe('recognize (spec 001 §6)', () => {
  beforeEach(async () => {
    await editor.call('POST', '/api/recognition/consent', { isAllowed: true });
  });

  it('queues one image, answers processing until the job stored bounded labels, searchable by a label', async () => {
    const id = await upload('zoo.jpg', await photo());
    const answer = await recognize(editor, [id]);
    expect(answer.body).toEqual({
      enqueued: true,
      counter: 0,
      imageId: id,
      labels: [],
      requiresConsent: false,
    });
    await server.app.vitrineJobs.worker.idle();
    expect(await status(editor, [id])).toEqual([{ imageId: id, processing: false }]);

    // Bounded: the picture the provider saw is at most maxSide; labels deduplicated, scored, capped.
    expect(seen).toHaveLength(1);
    expect(Math.max(seen[0]?.width ?? 0, seen[0]?.height ?? 0)).toBe(RECOGNITION_BOUNDS.maxSide);
    const image = await editor.call<{ recognizedLabels: string[]; failedRecognition?: boolean }>(
      'GET',
      `/api/images/${id}`,
    );
    const labels = image.body.recognizedLabels;
    expect(labels.slice(0, 2)).toEqual(['Zebra', 'Kite']);
    expect(labels).toHaveLength(RECOGNITION_BOUNDS.maxLabels);
    expect(labels).not.toContain('Umbrella');

    // spec 000 §3: the labels are searchable (the recognition-label field is indexed).
    const found = await editor.call<{ images: { id: number; recognizedLabels: string[] }[] }>(
      'POST',
      '/api/search',
      {
        criteria: { text: 'zebra' },
      } as never,
    );
    expect(found.status).toBe(200);
    expect(found.body.images.map((i) => i.id)).toContain(id);
  });

  it('answers processing while the job waits', async () => {
    await server.app.vitrineJobs.worker.stop();
    try {
      const id = await upload('wait.jpg', await photo(300, 200));
      await recognize(editor, [id]);
      expect(await status(editor, [id])).toEqual([{ imageId: id, processing: true }]);
      // Another person's status call sees the same; a file they may not see is left out.
      expect(await status(editor, [id, 999_999])).toEqual([{ imageId: id, processing: true }]);
    } finally {
      server.app.vitrineJobs.worker.start();
    }
    await server.app.vitrineJobs.worker.idle();
  });

  it('marks the image failed when the provider fails', async () => {
    const id = await upload('fails.jpg', await photo(300, 200));
    failNext = true;
    await recognize(editor, [id]);
    await server.app.vitrineJobs.worker.idle();
    expect(await status(editor, [id])).toEqual([{ imageId: id, processing: false }]);
    const found = await editor.call<{
      images: { id: number; failedRecognition: boolean; awaitingRecognition: boolean }[];
    }>('POST', '/api/search', { criteria: { selectedFolder: folderId } } as never);
    expect(found.body.images.find((i) => i.id === id)).toMatchObject({
      failedRecognition: true,
      awaitingRecognition: false,
    });
  });

  it('refuses several images, a non-image, a file without editData, and everything while disabled', async () => {
    const a = await upload('a.jpg', await photo(300, 200));
    const b = await upload('b.jpg', await photo(300, 200));
    const several = await recognize(editor, [a, b]);
    expect(several.status).toBe(400);
    expect(JSON.stringify(several.body)).toContain(RECOGNITION_MESSAGES.single);

    const text = await upload('notes.txt', Buffer.from('plain text'));
    const notImage = await recognize(editor, [text]);
    expect(notImage.status).toBe(400);
    expect(JSON.stringify(notImage.body)).toContain(RECOGNITION_MESSAGES.notAnImage);

    await viewer.call('POST', '/api/recognition/consent', { isAllowed: true });
    expect((await recognize(viewer, [a])).status).toBe(403);
    expect((await recognize(editor, [999_999])).status).toBe(404);

    await writeSetting(server.app.vitrine.db, 'globalSettings', { recognitionEnabled: false } as never);
    const disabled = await recognize(editor, [a]);
    expect(disabled.status).toBe(403);
    expect(JSON.stringify(disabled.body)).toContain(RECOGNITION_MESSAGES.disabled);
    expect(seen).toHaveLength(0);
  });
});

describe('configuration', () => {
  it("answers 501 and announces recognition unavailable with recognizer 'off'", async () => {
    const off = await startTestServer({ recognizer: 'off' });
    try {
      const admin = await off.as('superAdmin');
      expect((await admin.call('GET', '/api/recognition/consent')).status).toBe(501);
      const config = await admin.call<{ unavailableFeatures?: string[] }>('GET', '/api/config/advanced');
      expect(config.body.unavailableFeatures).toContain('recognition');
    } finally {
      await off.close();
    }
  });
});
