// Test vocabulary for uploads: multipart chunks as api-client's uploadFile sends them (text fields
// first, then the file part), through fastify.inject with an agent's session cookie.
import { chunkFields, resolveUploadFlags, UPLOAD_WIRE, type UploadFlagName } from '@vitrine/api-client';
import { CHUNK_SIZE } from '@vitrine/core';
import type { Agent, TestServer } from './harness';

export interface ChunkAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Posts one multipart body built from `fields` (in order) and a file part. */
export async function postMultipart<T = unknown>(
  server: TestServer,
  agent: Agent | undefined,
  url: string,
  fields: [string, string][],
  file: { bytes: Uint8Array; name: string } | null,
  options: { fileFirst?: boolean } = {},
): Promise<ChunkAnswer<T>> {
  const form = new FormData();
  const addFile = () => {
    if (file) form.append(UPLOAD_WIRE.file, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  };
  if (options.fileFirst) addFile();
  for (const [name, value] of fields) form.append(name, value);
  if (!options.fileFirst) addFile();
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(agent?.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {}),
    },
    payload,
  });
  return {
    status: response.statusCode,
    body: (response.body === '' ? undefined : JSON.parse(response.body)) as T,
    headers: response.headers,
  };
}

export type Flags = Partial<Record<UploadFlagName, boolean>>;

/** The fields of one chunk: what api-client's chunkFields sends. */
export function chunkFieldList(input: {
  fileName: string;
  fileSize: number;
  chunkIndex: number;
  chunkCount: number;
  chunkOffset: number;
  uniqueId: string;
  relativePath?: string;
  flags?: Flags;
}): [string, string][] {
  return chunkFields({
    fileName: input.fileName,
    fileSize: input.fileSize,
    chunk: { index: input.chunkIndex, count: input.chunkCount, offset: input.chunkOffset, size: 0 },
    uniqueId: input.uniqueId,
    relativePath: input.relativePath,
    flags: resolveUploadFlags(input.flags),
  });
}

let uploads = 0;

/** Uploads bytes in chunks (default one chunk per CHUNK_SIZE bytes); answers every chunk's answer. */
export async function uploadBytes<T = unknown>(
  server: TestServer,
  agent: Agent | undefined,
  url: string,
  fileName: string,
  bytes: Uint8Array,
  options: {
    flags?: Flags;
    relativePath?: string;
    chunkSize?: number;
    uniqueId?: string;
    order?: number[];
  } = {},
): Promise<ChunkAnswer<T>[]> {
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const count = Math.max(1, Math.ceil(bytes.length / chunkSize));
  uploads += 1;
  const uniqueId = options.uniqueId ?? `test-upload-${uploads}-${Date.now()}`;
  const answers: ChunkAnswer<T>[] = [];
  for (const index of options.order ?? [...Array(count).keys()]) {
    const offset = index * chunkSize;
    const answer = await postMultipart<T>(
      server,
      agent,
      url,
      chunkFieldList({
        fileName,
        fileSize: bytes.length,
        chunkIndex: index,
        chunkCount: count,
        chunkOffset: offset,
        uniqueId,
        ...(options.relativePath ? { relativePath: options.relativePath } : {}),
        ...(options.flags ? { flags: options.flags } : {}),
      }),
      { bytes: bytes.subarray(offset, offset + chunkSize), name: fileName },
    );
    answers.push(answer);
    if (answer.status !== 200) break;
  }
  return answers;
}
