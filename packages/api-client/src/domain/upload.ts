// Pure rules of the chunked upload protocol (spec 001 §7, §8, §9). No I/O here: the runner in
// ../upload.ts sends what these functions describe, so the wire format is table-tested on its own.
import { UPLOAD_STATUS_CODES, type UploadChunk, uploadStatusMessage } from '@vitrine/core';
import type { components, operations } from '../generated/schema';
import { readResponseStatus } from './responseStatus';

/**
 * Every name the chunked upload protocol puts on the wire (spec 001 §7 "Upload POST, multipart";
 * openapi.yml uploadChunk, uploadOverwriteChunk, uploadPublicChunk and UploadChunkForm), declared
 * once: the client sends them, the server and the mocks read them. The protocol has no query
 * parameters and no headers of its own.
 */
export const UPLOAD_WIRE = {
  /** The path parameter naming each target: the folder, the image replaced, the public page's hash. */
  pathParams: { folder: 'folderId', overwrite: 'imageId', public: 'publicHash' },
  /** The multipart part holding the chunk's bytes (sent after the text fields). */
  file: 'file',
  /** The multipart text fields, in sending order; `relativePath` only for a file of a dropped folder. */
  fields: {
    fileName: 'fileName',
    fileSize: 'fileSize',
    chunkIndex: 'chunkIndex',
    chunkCount: 'chunkCount',
    chunkOffset: 'chunkOffset',
    uniqueId: 'uniqueId',
    relativePath: 'relativePath',
  },
  /** The eight flags of spec 001 §7, in sending order, each a text field of `flagValues`. */
  flags: [
    'recognizeObjects',
    'requestGeocodingReverse',
    'overwriteMetadata',
    'searchDuplicates',
    'flatUpload',
    'unzip',
    'makeCopy',
    'createNewVersion',
  ],
  /** How a flag is written (openapi.yml BooleanString); a flag left out is off. */
  flagValues: { on: 'true', off: 'false' },
} as const;

/** One of the upload flags of spec 001 §7. */
export type UploadFlagName = (typeof UPLOAD_WIRE.flags)[number];

// The names above are openapi.yml's, both ways: a field or path parameter renamed or added there
// fails the typecheck here (the generated types are made from openapi.yml).
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type WireFormNames =
  | typeof UPLOAD_WIRE.file
  | (typeof UPLOAD_WIRE.fields)[keyof typeof UPLOAD_WIRE.fields]
  | UploadFlagName;
const FORM_NAMES_MATCH: SameNames<WireFormNames, keyof components['schemas']['UploadChunkForm']> = true;
const PATH_PARAMS_MATCH: SameNames<
  [
    typeof UPLOAD_WIRE.pathParams.folder,
    typeof UPLOAD_WIRE.pathParams.overwrite,
    typeof UPLOAD_WIRE.pathParams.public,
  ],
  [
    keyof operations['uploadChunk']['parameters']['path'],
    keyof operations['uploadOverwriteChunk']['parameters']['path'],
    keyof operations['uploadPublicChunk']['parameters']['path'],
  ]
> = true;
void FORM_NAMES_MATCH;
void PATH_PARAMS_MATCH;

/** One file's result, as the server lists it in the last chunk's answer (spec 001 §3). */
export type UploadFileResult = components['schemas']['UploadFileResult'];

/** Where a file goes: a folder (internal upload), over an existing image, or a public upload page. */
export type UploadTarget =
  | { kind: 'folder'; folderId: number | string }
  | { kind: 'overwrite'; imageId: number | string }
  | { kind: 'public'; publicHash: string };

/** The upload flags of spec 001 §7, sent on every chunk as "true" / "false" (UPLOAD_WIRE.flags). */
export interface UploadFlags extends Record<UploadFlagName, boolean> {
  /** Run AI object recognition on the uploaded image (needs the AI consent, spec 001 §6). */
  recognizeObjects: boolean;
  /** Ask the server to reverse-geocode the GPS position. */
  requestGeocodingReverse: boolean;
  /** Overwrite the stored metadata with the file's embedded metadata. */
  overwriteMetadata: boolean;
  /** Have the server report duplicates of the file. */
  searchDuplicates: boolean;
  /** Put the files of a folder upload into the destination without their sub-folders. */
  flatUpload: boolean;
  /** Extract an uploaded zip archive. */
  unzip: boolean;
  /** Name conflict resolution 3: upload a copy (spec 001 §4). */
  makeCopy: boolean;
  /** Name conflict resolution 1: create a new version (spec 001 §4). */
  createNewVersion: boolean;
}

/** Every flag off: the spec names the flags but not their defaults (recorded in docs/decisions.md). */
export const DEFAULT_UPLOAD_FLAGS = {
  recognizeObjects: false,
  requestGeocodingReverse: false,
  overwriteMetadata: false,
  searchDuplicates: false,
  flatUpload: false,
  unzip: false,
  makeCopy: false,
  createNewVersion: false,
} as const satisfies UploadFlags;

/** Fills the flags a caller left out with {@link DEFAULT_UPLOAD_FLAGS}. */
export function resolveUploadFlags(flags: Partial<UploadFlags> = {}): UploadFlags {
  const resolved: UploadFlags = { ...DEFAULT_UPLOAD_FLAGS };
  for (const name of UPLOAD_WIRE.flags) {
    const value = flags[name];
    if (value !== undefined) resolved[name] = value;
  }
  return resolved;
}

/** The path a target's chunks are posted to (the fixed contract of openapi.yml). */
export function uploadPath(target: UploadTarget): string {
  switch (target.kind) {
    case 'folder':
      return `/api/upload/${encodeURIComponent(String(target.folderId))}`;
    case 'overwrite':
      return `/api/upload/overwrite/${encodeURIComponent(String(target.imageId))}`;
    case 'public':
      return `/api/upload/public/${encodeURIComponent(target.publicHash)}`;
  }
}

/** One chunk of a file, as planned by `planChunks` of @vitrine/core. */
export type ChunkPlan = UploadChunk;

/** What a chunk's text fields are made of. */
export interface ChunkFieldsInput {
  fileName: string;
  fileSize: number;
  chunk: ChunkPlan;
  uniqueId: string;
  relativePath?: string | undefined;
  flags: UploadFlags;
}

/**
 * The text fields of one chunk's multipart body, in sending order. The `file` part is appended
 * after them, so a streaming server knows the file's name, size and offset before its bytes arrive.
 */
export function chunkFields({
  fileName,
  fileSize,
  chunk,
  uniqueId,
  relativePath,
  flags,
}: ChunkFieldsInput): [name: string, value: string][] {
  const names = UPLOAD_WIRE.fields;
  const fields: [string, string][] = [
    [names.fileName, fileName],
    [names.fileSize, String(fileSize)],
    [names.chunkIndex, String(chunk.index)],
    [names.chunkCount, String(chunk.count)],
    [names.chunkOffset, String(chunk.offset)],
    [names.uniqueId, uniqueId],
  ];
  if (relativePath !== undefined && relativePath !== '') fields.push([names.relativePath, relativePath]);
  for (const name of UPLOAD_WIRE.flags) {
    fields.push([name, flags[name] ? UPLOAD_WIRE.flagValues.on : UPLOAD_WIRE.flagValues.off]);
  }
  return fields;
}

/** The answer to one chunk (openapi.yml UploadChunkResult); `files` comes with the last chunk. */
export type UploadChunkAnswer = components['schemas']['UploadChunkResult'];

/** How an upload ended. `conflict` is not an error: 446 is a name conflict (spec 001 §8). */
export type UploadOutcome =
  | { status: 'done'; files: UploadFileResult[] }
  | { status: 'conflict'; code: 446; message: string }
  | { status: 'failed'; code: number; message: string }
  | { status: 'aborted' };

/** The statuses with their own line in spec 001 §8's upload status table (0, 440–446, 503). */
const KNOWN_UPLOAD_STATUSES: readonly number[] = Object.values(UPLOAD_STATUS_CODES);

/** What to do after a chunk's answer: go on with the parsed answer, or stop with an outcome. */
export type ChunkVerdict =
  | { next: UploadChunkAnswer }
  | { outcome: Exclude<UploadOutcome, { status: 'aborted' }> };

/**
 * Reads one chunk's answer (status 0 = no answer at all). The known statuses of spec 001 §8 show the
 * table's message; any other failure shows the server's `responseStatus.message`, else the table's
 * generic 'Failed to upload the file.'. A 2xx whose body is not an UploadChunkResult fails as 0.
 */
export function readChunkAnswer(status: number, body: unknown): ChunkVerdict {
  if (status >= 200 && status < 300) {
    const answer = asChunkAnswer(body);
    return answer ? { next: answer } : failed(0);
  }
  if (status === UPLOAD_STATUS_CODES.nameConflict) {
    return { outcome: { status: 'conflict', code: 446, message: uploadStatusMessage(446) } };
  }
  if (KNOWN_UPLOAD_STATUSES.includes(status)) return failed(status);
  const serverMessage = readResponseStatus(body)?.message;
  return serverMessage === undefined
    ? failed(status)
    : { outcome: { status: 'failed', code: status, message: serverMessage } };
}

function failed(code: number): ChunkVerdict {
  return { outcome: uploadFailure(code) };
}

/** A failed outcome with the message spec 001 §8's table gives the code (0 = no usable answer). */
export function uploadFailure(code: number): { status: 'failed'; code: number; message: string } {
  return { status: 'failed', code, message: uploadStatusMessage(code) };
}

function asChunkAnswer(body: unknown): UploadChunkAnswer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { complete, receivedBytes, files } = body as Record<string, unknown>;
  if (typeof complete !== 'boolean') return undefined;
  if (files !== undefined && !Array.isArray(files)) return undefined;
  return {
    complete,
    receivedBytes: typeof receivedBytes === 'number' ? receivedBytes : 0,
    ...(files ? { files: files as UploadFileResult[] } : {}),
  };
}
