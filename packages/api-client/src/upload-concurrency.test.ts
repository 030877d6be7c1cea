// Two chunks of a file in flight (issue 19, throughput): uploadFile against a fake server that is a
// chunk transport the test answers by hand, chunk by chunk, in any order. The files are sparse files
// on disk: a chunk's bytes are never read (the transport only reads the form's text fields).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrineClient } from './client';
import { NetworkError } from './errors';
import { sparseFiles } from './test/sparseFile';
import type { ChunkResponse, ChunkTransport } from './transport';
import { type UploadProgress, uploadFile } from './upload';

const API = 'http://vitrine.test';
const MB60 = 60_000_000;
/** 4 chunks: 60M, 60M, 60M, 20M. */
const FOUR = 3 * MB60 + 20_000_000;
let files: Awaited<ReturnType<typeof sparseFiles>>;

beforeAll(async () => {
  files = await sparseFiles();
});
afterAll(async () => {
  await files.remove();
});

/** One chunk post the fake server holds, until the test answers it. */
interface Post {
  index: number;
  fields: Record<string, string>;
  /** The size of the form's file part. */
  size: number;
  /** Moves the chunk's upload progress (the share of its body sent). */
  progress(fraction: number): void;
  /** Answers 200 with `{ complete, receivedBytes }` (and the stored file when complete). */
  ok(complete?: boolean): void;
  /** Answers another status with a body. */
  answer(status: number, body?: unknown): void;
  /** No answer: the connection went. */
  drop(): void;
  /** 'open' until answered; 'aborted' when the client cancelled it. */
  state: 'open' | 'answered' | 'aborted';
}

/** A chunk transport the test answers by hand; `posts` in the order they were sent. */
function fakeServer() {
  const posts: Post[] = [];
  let maxOpen = 0;
  const open = () => posts.filter((post) => post.state === 'open');
  const transport: ChunkTransport = ({ form, signal, onUploadProgress }) =>
    new Promise<ChunkResponse>((resolve, reject) => {
      const fields: Record<string, string> = {};
      let size = -1;
      for (const [name, value] of form) {
        if (typeof value === 'string') fields[name] = value;
        else size = value.size;
      }
      const settle = (finish: () => void) => {
        if (post.state !== 'open') return;
        post.state = 'answered';
        finish();
      };
      const post: Post = {
        index: Number(fields.chunkIndex),
        fields,
        size,
        state: 'open',
        progress: (fraction) => onUploadProgress?.(fraction),
        ok: (complete = false) =>
          settle(() =>
            resolve({
              status: 200,
              text: JSON.stringify({
                complete,
                receivedBytes: 0,
                ...(complete ? { files: [{ Id: 7, name: fields.fileName, isImage: false }] } : {}),
              }),
            }),
          ),
        answer: (status, body) =>
          settle(() => resolve({ status, text: body === undefined ? '' : JSON.stringify(body) })),
        drop: () => settle(() => reject(new NetworkError())),
      };
      signal?.addEventListener(
        'abort',
        () => {
          if (post.state !== 'open') return;
          post.state = 'aborted';
          reject(new DOMException('The upload was aborted.', 'AbortError'));
        },
        { once: true },
      );
      posts.push(post);
      maxOpen = Math.max(maxOpen, open().length);
    });
  return {
    transport,
    posts,
    open,
    maxOpen: () => maxOpen,
    /** Waits until exactly these chunk indexes are open (in any order), and answers them by index. */
    async inFlight(...indexes: number[]): Promise<Record<number, Post>> {
      await vi.waitFor(() =>
        expect(
          open()
            .map((post) => post.index)
            .sort((a, b) => a - b),
        ).toEqual([...indexes].sort((a, b) => a - b)),
      );
      return Object.fromEntries(open().map((post) => [post.index, post]));
    },
    indexes: () => posts.map((post) => post.index),
  };
}

const folder = { kind: 'folder', folderId: 3 } as const;

describe('uploadFile: two chunks in flight (issue 19)', { timeout: 30_000 }, () => {
  it('sends chunk 0 alone, then two at a time; answers in any order; the answer saying complete ends it', async () => {
    const fake = fakeServer();
    const file = await files.create('four.bin', FOUR);
    const progress: UploadProgress[] = [];
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file,
      uniqueId: 'u-1',
      transport: fake.transport,
      onProgress: (event) => progress.push(event),
    });
    (await fake.inFlight(0))[0]?.ok();
    const second = await fake.inFlight(1, 2);
    second[2]?.ok();
    const third = await fake.inFlight(1, 3);
    third[3]?.ok();
    await fake.inFlight(1);
    third[1]?.ok(true);
    expect(await upload).toEqual({ status: 'done', files: [{ Id: 7, name: 'four.bin', isImage: false }] });
    expect(fake.indexes()).toEqual([0, 1, 2, 3]);
    expect(fake.maxOpen()).toBe(2);
    // Every chunk as before: same uniqueId, its own index, offset and size.
    expect(
      fake.posts.map(({ fields, size }) => [
        fields.uniqueId,
        fields.chunkIndex,
        fields.chunkCount,
        fields.chunkOffset,
        fields.fileSize,
        size,
      ]),
    ).toEqual([
      ['u-1', '0', '4', '0', String(FOUR), MB60],
      ['u-1', '1', '4', String(MB60), String(FOUR), MB60],
      ['u-1', '2', '4', String(2 * MB60), String(FOUR), MB60],
      ['u-1', '3', '4', String(3 * MB60), String(FOUR), 20_000_000],
    ]);
    // Per answer (no byte progress from this transport): the chunks done, whichever came first.
    expect(progress).toEqual([
      { loaded: MB60, total: FOUR, chunkIndex: 0, chunkCount: 4 },
      { loaded: 2 * MB60, total: FOUR, chunkIndex: 2, chunkCount: 4 },
      { loaded: 2 * MB60 + 20_000_000, total: FOUR, chunkIndex: 3, chunkCount: 4 },
      { loaded: FOUR, total: FOUR, chunkIndex: 1, chunkCount: 4 },
    ]);
  });

  it('progress adds the bytes of both chunks in flight and never goes back, a chunk sent again included', async () => {
    const fake = fakeServer();
    const loaded: number[] = [];
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('progress.bin', FOUR),
      transport: fake.transport,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 1, random: () => 0 },
      onProgress: (event) => loaded.push(event.loaded),
    });
    const zero = (await fake.inFlight(0))[0];
    zero?.progress(0.5);
    zero?.ok();
    const pair = await fake.inFlight(1, 2);
    pair[1]?.progress(0.5); // 60M + 30M
    pair[2]?.progress(0.25); // + 15M
    pair[1]?.progress(0.25); // less than before: nothing
    pair[1]?.answer(503); // chunk 1 again, its 30M still counted
    const again = await fake.inFlight(1, 2);
    again[1]?.progress(0.5); // no more than before: nothing
    again[1]?.progress(0.75); // 60M + 45M + 15M
    again[2]?.ok(); // 60M + 60M + 45M
    const last = await fake.inFlight(1, 3);
    last[3]?.progress(1); // + 20M
    last[1]?.ok();
    last[3]?.ok(true);
    expect((await upload).status).toBe('done');
    expect(loaded).toEqual([
      30_000_000,
      MB60,
      90_000_000,
      105_000_000,
      120_000_000,
      165_000_000,
      185_000_000,
      FOUR,
    ]);
    expect(fake.indexes()).toEqual([0, 1, 2, 1, 3]);
  });

  it('sends one of two chunks in flight again after a 503 or no answer, same uniqueId and index, while the other goes on', async () => {
    const fake = fakeServer();
    const retries: [number, number][] = [];
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('retry.bin', FOUR),
      uniqueId: 'again',
      transport: fake.transport,
      retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 1, random: () => 0 },
      onRetry: ({ chunkIndex, status }) => retries.push([chunkIndex, status]),
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(1, 2);
    pair[2]?.drop();
    const next = await fake.inFlight(1, 2);
    next[1]?.answer(503);
    const after = await fake.inFlight(1, 2);
    after[2]?.ok();
    const last = await fake.inFlight(1, 3);
    last[3]?.ok();
    last[1]?.ok(true);
    expect((await upload).status).toBe('done');
    expect(retries).toEqual([
      [2, 0],
      [1, 503],
    ]);
    expect(fake.posts.map(({ fields }) => `${fields.uniqueId}#${fields.chunkIndex}`)).toEqual([
      'again#0',
      'again#1',
      'again#2',
      'again#2',
      'again#1',
      'again#3',
    ]);
    expect(fake.posts.filter((post) => post.state === 'aborted')).toEqual([]);
  });

  it('a chunk refused for good cancels the other in flight, sends nothing more, and is the outcome', async () => {
    const fake = fakeServer();
    const progress = vi.fn();
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('refused.bin', FOUR),
      transport: fake.transport,
      retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 1, random: () => 0 },
      onProgress: progress,
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(1, 2);
    pair[2]?.answer(441, { responseStatus: { errorCode: 'Storage' } });
    expect(await upload).toEqual({ status: 'failed', code: 441, message: 'Storage limit reached.' });
    expect(pair[1]?.state).toBe('aborted');
    expect(fake.indexes()).toEqual([0, 1, 2]);
    // A late progress of the cancelled chunk is not reported.
    pair[1]?.progress(0.9);
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('a chunk out of retries cancels the other in flight, and its last status is the outcome', async () => {
    const fake = fakeServer();
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('retries.bin', FOUR),
      transport: fake.transport,
      retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1, random: () => 0 },
    });
    (await fake.inFlight(0))[0]?.ok();
    (await fake.inFlight(1, 2))[1]?.answer(503);
    const again = await fake.inFlight(1, 2);
    again[1]?.answer(503);
    expect(await upload).toEqual({ status: 'failed', code: 503, message: 'Service unavailable.' });
    expect(again[2]?.state).toBe('aborted');
    expect(fake.indexes()).toEqual([0, 1, 2, 1]);
  });

  it('aborting cancels both chunks in flight: aborted, nothing more sent or reported', async () => {
    const fake = fakeServer();
    const controller = new AbortController();
    const progress = vi.fn();
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('abort.bin', FOUR),
      transport: fake.transport,
      signal: controller.signal,
      onProgress: progress,
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(1, 2);
    controller.abort();
    expect(await upload).toEqual({ status: 'aborted' });
    expect([pair[1]?.state, pair[2]?.state]).toEqual(['aborted', 'aborted']);
    expect(fake.indexes()).toEqual([0, 1, 2]);
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('every chunk answered and none said complete: the last chunk goes once more, and its answer counts', async () => {
    const fake = fakeServer();
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('race.bin', FOUR),
      transport: fake.transport,
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(1, 2);
    pair[1]?.ok();
    pair[2]?.ok();
    const last = await fake.inFlight(3);
    last[3]?.ok();
    (await fake.inFlight(3))[3]?.ok(true);
    expect(await upload).toEqual({ status: 'done', files: [{ Id: 7, name: 'race.bin', isImage: false }] });
    expect(fake.indexes()).toEqual([0, 1, 2, 3, 3]);
  });

  it('the last chunk sent once more and still not complete: failed as 0, nothing further', async () => {
    const fake = fakeServer();
    const loaded: number[] = [];
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('never.bin', FOUR),
      transport: fake.transport,
      onProgress: (event) => loaded.push(event.loaded),
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(1, 2);
    pair[2]?.ok();
    pair[1]?.ok();
    (await fake.inFlight(3))[3]?.ok();
    (await fake.inFlight(3))[3]?.ok();
    expect(await upload).toEqual({ status: 'failed', code: 0, message: 'Failed to upload the file.' });
    expect(fake.indexes()).toEqual([0, 1, 2, 3, 3]);
    // The chunk sent again does not count its bytes twice.
    expect(Math.max(...loaded)).toBe(FOUR);
  });

  it('a 446 answer to chunk 0 (name conflict) is the outcome, and no other chunk was sent', async () => {
    const fake = fakeServer();
    const upload = uploadFile({
      baseUrl: API,
      target: folder,
      file: await files.create('taken.bin', FOUR),
      transport: fake.transport,
    });
    const zero = await fake.inFlight(0);
    // Chunk 0 alone for a while: nothing else goes while its answer is awaited.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.indexes()).toEqual([0]);
    zero[0]?.answer(446, { responseStatus: { errorCode: 'NameConflict' } });
    expect(await upload).toMatchObject({ status: 'conflict', code: 446 });
    expect(fake.indexes()).toEqual([0]);
  });

  it('resume with gaps: chunk 0 alone, then the missing ones two at a time; the held ones count as sent', async () => {
    const fake = fakeServer();
    // 5 chunks: 60M × 4 + 1; the server holds 1 and 3.
    const size = 4 * MB60 + 1;
    const client = createVitrineClient({
      baseUrl: API,
      fetch: async (request) => {
        expect(new URL(request.url).pathname).toBe('/api/upload/received');
        return Response.json({ uniqueId: 'gaps', chunkCount: 5, received: [3, 1] });
      },
    });
    const resumed = vi.fn();
    const loaded: number[] = [];
    const upload = uploadFile({
      client,
      target: folder,
      file: await files.create('gaps.bin', size),
      uniqueId: 'gaps',
      resume: true,
      transport: fake.transport,
      onResume: resumed,
      onProgress: (event) => loaded.push(event.loaded),
    });
    (await fake.inFlight(0))[0]?.ok();
    const pair = await fake.inFlight(2, 4);
    pair[4]?.ok();
    pair[2]?.ok(true);
    expect((await upload).status).toBe('done');
    expect(resumed).toHaveBeenCalledWith({ skippedBytes: 2 * MB60, skippedChunks: [1, 3] });
    expect(fake.indexes()).toEqual([0, 2, 4]);
    expect(loaded).toEqual([2 * MB60, 3 * MB60, 3 * MB60 + 1, size]);
  });

  it('concurrency is bounded to 1..4: 1 sends one chunk after another, 9 keeps 4 in flight', async () => {
    const six = 6 * MB60;
    const run = async (concurrency: number) => {
      const fake = fakeServer();
      const upload = uploadFile({
        baseUrl: API,
        target: folder,
        file: await files.create('many.bin', six),
        transport: fake.transport,
        concurrency,
      });
      let answered = 0;
      while (answered < 6) {
        await vi.waitFor(() => expect(fake.open().length).toBeGreaterThan(0));
        // Let every chunk the upload would start now start, then answer the oldest.
        await new Promise((resolve) => setTimeout(resolve, 10));
        fake.open()[0]?.ok(answered === 5);
        answered += 1;
      }
      expect((await upload).status).toBe('done');
      return fake.maxOpen();
    };
    expect(await run(1)).toBe(1);
    expect(await run(0)).toBe(1);
    expect(await run(3)).toBe(3);
    expect(await run(9)).toBe(4);
  });
});
