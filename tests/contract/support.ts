// The scenarios' vocabulary (CONTRIBUTING.md): run a block against every target, act as a role,
// make folders and files through the API, and check error answers. Everything goes through the typed
// client of @vitrine/api-client, as the widgets do.
import { openAsBlob } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiError,
  type components,
  createVitrineClient,
  type Folder,
  type ImageSummary,
  isApiError,
  type UploadFlags,
  type UploadOutcome,
  type UploadProgress,
  unwrap,
  uploadFile,
  type VitrineClient,
} from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { ContractRole, ContractTarget } from './target';
import { targets } from './targets';

type LoadMoreNode = components['schemas']['LoadMoreNode'];
type FolderTreeNode = components['schemas']['FolderTreeNode'];

/** What a scenario works with: the target, a client on it, and helpers over that client. */
export interface Contract {
  readonly target: ContractTarget;
  readonly client: VitrineClient;
  signInAs(role: ContractRole): Promise<void>;
  /** The folder at a `fullPath`, found with the folder-name search (spec 000 §7 getFolderWithString). */
  folderAt(fullPath: string): Promise<Folder>;
  /** The fixture folder the scenarios create their folders in. */
  workspace(): Promise<Folder>;
  /** Creates a folder with a name no other folder of the scenario has (default parent: the workspace). */
  newFolder(parentId?: number): Promise<Folder>;
  /** One page of subfolders (spec 000 §7 "POST subfolders"), split into folders and the load-more node. */
  subfolders(
    parentId: number,
    page?: { skip?: number; take?: number },
  ): Promise<{ folders: Folder[]; loadMore: LoadMoreNode | undefined; nextSkip: number | null | undefined }>;
  /** The ids of a folder's parents, root first (spec 000 §7 getFolderParentsIds). */
  parentsOf(folderId: number): Promise<number[]>;
  /** Uploads a file with `uploadFile`; `responses` are the statuses and bodies of its chunks. */
  upload(
    folderId: number,
    file: Blob & { name: string },
    options?: Partial<UploadFlags>,
  ): Promise<{
    outcome: UploadOutcome;
    progress: UploadProgress[];
    answers: { status: number; body: unknown }[];
  }>;
  /** Uploads a small PNG and returns its image id. */
  uploadPng(folderId: number, name?: string): Promise<number>;
  /** The files a search for the folder lists (spec 000 §4: selecting a folder triggers a search). */
  filesIn(folderId: number): Promise<ImageSummary[]>;
  /** A name not used before in this run, made of characters every folder and file name allows. */
  uniqueName(prefix?: string): string;
}

/**
 * Runs `scenarios` once per target that implements the area `title`, with a fresh library (reset)
 * before each scenario. A target that lists `title` among its pendingAreas is left out, and the
 * run prints that it was (README.md "Pending areas").
 */
export function describeContract(title: string, scenarios: (contract: Contract) => void): void {
  const running = targets.filter((target) => !target.pendingAreas?.includes(title));
  for (const target of targets) {
    if (!running.includes(target))
      console.info(`contract: '${title}' is pending on the ${target.name} target (not run there)`);
  }
  describe.each(running)(`${title} [$name]`, (target) => {
    const contract = createContract(target);
    beforeAll(() => target.setup());
    beforeEach(() => target.reset());
    afterAll(() => target.teardown());
    scenarios(contract);
  });
}

let counter = 0;

function isLoadMore(node: FolderTreeNode): node is LoadMoreNode {
  return 'loadMoreFor' in node;
}

function createContract(target: ContractTarget): Contract {
  const client = createVitrineClient({ baseUrl: target.baseUrl, fetch: target.fetch });

  const contract: Contract = {
    target,
    client,
    signInAs: (role) => target.signInAs(role),

    async folderAt(fullPath) {
      const name = fullPath.split('/').filter(Boolean).pop() ?? fullPath;
      const { folders } = await unwrap(
        client.POST('/api/folders/getFolderWithString', { body: { FolderPathPart: name } }),
      );
      const folder = folders.find((f) => f.fullPath === fullPath);
      if (!folder) throw new Error(`${target.name}: no folder at ${fullPath}`);
      return folder;
    },

    workspace: () => contract.folderAt(target.fixtures.workspaceFolderPath),

    async newFolder(parentId) {
      const parent = parentId ?? (await contract.workspace()).id;
      return unwrap(
        client.POST('/api/folder/addFolder', { body: { Name: contract.uniqueName(), ParentId: parent } }),
      );
    },

    async subfolders(parentId, page = {}) {
      const data = await unwrap(
        client.POST('/api/folders/subfolders', {
          body: { folderId: parentId, skip: page.skip ?? 0, take: page.take ?? 100 },
        }),
      );
      const folders = data.folders.filter((node): node is Folder => !isLoadMore(node));
      const loadMore = data.folders.find(isLoadMore);
      return { folders, loadMore, nextSkip: data.nextSkip };
    },

    async parentsOf(folderId) {
      const data = await unwrap(
        client.GET('/api/folders/getFolderParentsIds', { params: { query: { FolderId: folderId } } }),
      );
      return data.parentFolders;
    },

    async upload(folderId, file, options = {}) {
      const progress: UploadProgress[] = [];
      const answers: { status: number; body: unknown }[] = [];
      const outcome = await uploadFile({
        baseUrl: target.baseUrl,
        // Records each chunk's answer, so a scenario can check an error body too.
        fetch: async (request) => {
          const response = await target.fetch(request);
          answers.push({ status: response.status, body: parseJson(await response.clone().text()) });
          return response;
        },
        target: { kind: 'folder', folderId },
        file,
        options,
        onProgress: (event) => progress.push(event),
      });
      return { outcome, progress, answers };
    },

    async uploadPng(folderId, name = `${contract.uniqueName('photo')}.png`) {
      const { outcome } = await contract.upload(folderId, pngFile(name));
      if (outcome.status !== 'done') throw new Error(`upload of ${name}: ${JSON.stringify(outcome)}`);
      const id = outcome.files[0]?.Id;
      if (id === undefined) throw new Error(`upload of ${name} listed no file`);
      return id;
    },

    async filesIn(folderId) {
      const result = await unwrap(
        client.POST('/api/search', {
          body: { criteria: { selectedFolder: folderId, itemsOnPage: 1000, hideSubstructure: true } },
        }),
      );
      return result.images;
    },

    uniqueName(prefix = 'Contract') {
      counter += 1;
      return `${prefix} ${counter}`;
    },
  };
  return contract;
}

/**
 * Checks a failed call: the status, and the error body of every failure (spec README, openapi.yml
 * ErrorResponse) `{ responseStatus: { errorCode, message } }` as JSON, with `message` word for word
 * when given. Returns the client's ApiError.
 */
export function expectApiError(
  result: { error?: unknown; response: Response },
  status: number,
  message?: string,
): ApiError {
  expect(result.response.status).toBe(status);
  expect(result.response.headers.get('Content-Type') ?? '').toMatch(/^application\/json/);
  expect(isApiError(result.error)).toBe(true);
  const error = result.error as ApiError;
  expectErrorBody(error.body, message);
  return error;
}

/** The error body shape of openapi.yml ErrorResponse; `message`, when given, word for word. */
export function expectErrorBody(body: unknown, message?: string): void {
  expect(body).toMatchObject({ responseStatus: { errorCode: expect.stringMatching(/\S/) } });
  const actual = (body as { responseStatus: { message?: unknown } }).responseStatus.message;
  if (message === undefined) expect(['string', 'undefined']).toContain(typeof actual);
  else expect(actual).toBe(message);
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 1×1 PNG: a real image, so a server that reads images (thumbnails, metadata) accepts it. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function pngFile(name: string): File {
  return new File([PNG_1X1], name, { type: 'image/png' });
}

/**
 * An 8×8 JPEG whose EXIF holds a GPS position, 48.8584 N 2.2945 W (made with sharp; no title, place or
 * date): a target that reads positions from uploads gives it an imageGPS (spec 001 §3).
 */
const JPEG_WITH_GPS = Uint8Array.from(
  atob(
    '/9j/4QEuRXhpZgAASUkqAAgAAAAHABIBAwABAAAAAQAAABoBBQABAAAAYgAAABsBBQABAAAAagAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAcgAAACWIBAABAAAAwAAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAgAAAADoAQAAQAAAAgAAAAAAAAABAABAAIAAgAAAE4AAAACAAUAAwAAAA4BAAADAAIAAgAAAFcAAAAEAAUAAwAAAPYAAAAAAAAAAgAAAAEAAAARAAAAAQAAAFAiBgAQJwAAMAAAAAEAAAAzAAAAAQAAAECdBAAQJwAA/9sAQwAQCwwODAoQDg0OEhEQExgoGhgWFhgxIyUdKDozPTw5Mzg3QEhcTkBEV0U3OFBtUVdfYmdoZz5NcXlwZHhcZWdj/9sAQwEREhIYFRgvGhovY0I4QmNjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj/8AAEQgACAAIAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAF/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAQF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmgKAL//Z',
  ),
  (c) => c.charCodeAt(0),
);

/** The position JPEG_WITH_GPS carries. */
export const JPEG_GPS_POSITION = { latitude: 48.8584, longitude: -2.2945 } as const;

export function jpegWithGpsFile(name: string): File {
  return new File([JPEG_WITH_GPS], name, { type: 'image/jpeg' });
}

/**
 * Files of any size without holding them in memory: sparse files on disk (zeros), read as Blobs.
 * Call `remove()` after the scenarios.
 */
export async function sparseFiles() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-contract-'));
  return {
    async create(name: string, size: number): Promise<File> {
      const path = join(dir, name);
      const handle = await open(path, 'w');
      try {
        await handle.truncate(size);
      } finally {
        await handle.close();
      }
      return new File([await openAsBlob(path)], name, { type: 'application/octet-stream' });
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
