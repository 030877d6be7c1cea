// Every call the viewer makes (spec 001 §7), through @vitrine/api-client: the only place in
// @vitrine/viewer that asks the server (docs/architecture.md).
import { ApiError, type ImageDetail, unwrap, type VitrineClient } from '@vitrine/api-client';
import { THUMBNAIL_INDEX, type ThumbnailSize } from '@vitrine/core';

/** The viewer's query keys. */
export const viewerQueryKeys = {
  all: ['vitrine', 'viewer'] as const,
  detail: (id: number) => ['vitrine', 'viewer', 'detail', id] as const,
  videoStatus: (id: number) => ['vitrine', 'viewer', 'video-status', id] as const,
  granted: (permission: string, ids: readonly number[]) =>
    ['vitrine', 'viewer', 'granted', permission, [...ids].sort((a, b) => a - b)] as const,
};

/**
 * The ids among `imageIds` the user holds `permission` on: POST /api/permissions/images (spec 001 §6
 * "Multi-select: edit and delete are checked per image id").
 */
export async function fetchGrantedIds(
  client: VitrineClient,
  permission: string,
  imageIds: readonly number[],
  signal?: AbortSignal,
): Promise<number[]> {
  const answer = await unwrap(
    client.POST('/api/permissions/images', {
      body: { permission, imageIds: [...imageIds] },
      ...(signal ? { signal } : {}),
    }),
  );
  return answer.imageIds;
}

/** What a delete did: the files deleted, and those the server could not delete. */
export interface DeleteAnswer {
  deletedIds: number[];
  failedImageIds: number[];
}

/** Delete image(s) (spec 001 §7; openapi.yml deleteImages). */
export async function deleteImages(
  client: VitrineClient,
  imageIds: readonly number[],
): Promise<DeleteAnswer> {
  const answer = await unwrap(client.POST('/api/images/delete', { body: { imageIds: [...imageIds] } }));
  return { deletedIds: answer.deletedIds, failedImageIds: answer.failedImageIds };
}

/** GET image details service/{id} (spec 001 §7; openapi.yml getImageDetails). */
export async function fetchImageDetail(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
  /** Reads that are no view of the file (waiting for new renditions) leave its log alone. */
  skipImgLogUpdate = false,
): Promise<ImageDetail> {
  return unwrap(
    client.GET('/api/images/{id}', {
      params: { path: { id }, ...(skipImgLogUpdate ? { query: { skipImgLogUpdate: true } } : {}) },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** PUT image rotation service {clockwise, imageId} (spec 001 §7; openapi.yml rotateImage). */
export async function rotateImage(
  client: VitrineClient,
  imageId: number,
  clockwise: boolean,
): Promise<boolean> {
  const answer = await unwrap(client.PUT('/api/image/rotate', { body: { clockwise, imageId } }));
  return answer.result;
}

/** What GET /api/image/videostatus/{id} answers. */
export interface VideoStatusAnswer {
  status: string | null;
  videoTries?: number;
}

/** GET /api/image/videostatus/{id} (spec 000 §7): polled every 5 s while queued or processing. */
export async function fetchVideoStatus(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<VideoStatusAnswer> {
  const answer = await unwrap(
    client.GET('/api/image/videostatus/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) }),
  );
  return {
    status: answer.status ?? null,
    ...(typeof answer.videoTries === 'number' ? { videoTries: answer.videoTries } : {}),
  };
}

/**
 * POST /api/video/retry {Id, Status} (spec 001 §7): no status retries a failed video; priority
 * raises a queued one; skipped skips it.
 */
export async function retryVideo(
  client: VitrineClient,
  id: number,
  status?: 'priority' | 'skipped',
): Promise<void> {
  await unwrap(client.POST('/api/video/retry', { body: { Id: id, ...(status ? { Status: status } : {}) } }));
}

/** The contact request of spec 001 §3. */
export interface ContactOwnerRequest {
  ownerId: number;
  imageId: number;
  message: string;
  addresserEmail: string;
  formFillTime: number;
  secondEmail: string;
}

/** A refused contact request: the answer's status (none when no answer came), message and Retry-After. */
export class ContactOwnerError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | undefined,
    readonly retryAfterSeconds: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`contact owner answered ${status ?? 'nothing'}`, options);
    this.name = 'ContactOwnerError';
  }
}

/**
 * PUT contact-owner service/{ownerId} (spec 001 §7; openapi.yml contactOwner). A refusal rejects
 * with a {@link ContactOwnerError} (400, 404, 429 with its Retry-After, 501, 502).
 */
export async function contactOwner(client: VitrineClient, request: ContactOwnerRequest): Promise<void> {
  const { ownerId, ...body } = request;
  let result: Awaited<ReturnType<typeof sendContact>> | undefined;
  try {
    result = await sendContact(client, ownerId, body);
    await unwrap(result);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    const message = error instanceof ApiError ? error.responseStatus.message : undefined;
    const retryAfter = Number(result?.response.headers.get('Retry-After') ?? Number.NaN);
    throw new ContactOwnerError(status, message, Number.isFinite(retryAfter) ? retryAfter : undefined, {
      cause: error,
    });
  }
}

function sendContact(client: VitrineClient, ownerId: number, body: Omit<ContactOwnerRequest, 'ownerId'>) {
  return client.PUT('/api/contactowner/{ownerId}', {
    params: { path: { ownerId } },
    body: { ...body, secondEmail: body.secondEmail === '' ? null : body.secondEmail },
  });
}

/** Thrown when a download is not answered with the file. */
export class DownloadFailedError extends Error {
  constructor(readonly status: number) {
    super(`download answered ${status}`);
    this.name = 'DownloadFailedError';
  }
}

/**
 * Downloads the original or a size (spec 001 §9: Large 4K, Medium, Small) through the client's fetch
 * (its credentials and headers), and hands the bytes to the browser as a file. A refusal or a network
 * failure rejects, and the viewer shows "Failed to download." (spec 001 §8).
 */
export async function downloadFile(
  client: VitrineClient,
  image: { id: number; fileName: string },
  rendition?: ThumbnailSize,
): Promise<void> {
  const { response, data } = await client.GET('/Download.aspx', {
    params: { query: { id: image.id, ...(rendition ? { thumb: thumbIndex(rendition) } : {}) } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new DownloadFailedError(response.status);
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(image.fileName, rendition, data.type);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

function thumbIndex(rendition: ThumbnailSize): number {
  return THUMBNAIL_INDEX[rendition];
}

/** The saved file's name: the original's, or `name-large.jpg` for a size (its type's extension). */
export function downloadName(fileName: string, rendition: ThumbnailSize | undefined, type: string): string {
  if (!rendition) return fileName;
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  return `${stem}-${rendition}.${extension}`;
}

/** The original's bytes (the PDF reader opens them): GET /Download.aspx?id= (needs download). */
export async function fetchFileBytes(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const { response, data } = await client.GET('/Download.aspx', {
    params: { query: { id } },
    parseAs: 'arrayBuffer',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !(data instanceof ArrayBuffer)) throw new DownloadFailedError(response.status);
  return data;
}
