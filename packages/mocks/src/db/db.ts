// The stateful in-memory library the handlers read and change. One MockDb per test or story; the
// module-level default lives in ../state.ts.
import { DEFAULT_CONFIG_FLAGS, DEFAULT_GLOBAL_SETTINGS } from '@vitrine/core';
import type { ServerFeatureName } from '../handlers/features';
import { seedLibrary } from './seed';
import type {
  AuditEntry,
  CommentRecord,
  CustomMetadataDefinition,
  ExportRecord,
  FolderRecord,
  ImageRecord,
  ImageVersionRecord,
  NotificationSubscription,
  PinnedItems,
  PublicUploadPageRecord,
  SetGroupRecord,
  SetRecord,
  ShareRecord,
  UploadSessionRecord,
  UserRecord,
  WorkflowStatus,
} from './types';

export interface MockDbOptions {
  /** PRNG seed of the library (default 20260615). */
  seed?: number;
  /** The fixed "now" of the library (default 2026-06-15T12:00:00Z). */
  now?: Date | string;
}

export const DEFAULT_SEED = 20260615;
export const DEFAULT_NOW = '2026-06-15T12:00:00Z';

/**
 * Items a rename under a folder touches beyond the files the mock materialises, by the name of a
 * seeded folder: the Archive stands for a big library, so renaming it crosses the 10 000 threshold of
 * spec 000 §5 (413). Bound to the seeded folder's id, so the count follows the folder, not its name.
 */
export const SYNTHETIC_ITEM_COUNTS: Record<string, number> = { Archive: 12_500 };

export type MockWebSettings = Record<string, unknown>;

export class MockDb {
  readonly seed: number;
  readonly nowDate: Date;
  folders: FolderRecord[];
  sets: SetRecord[];
  setGroups: SetGroupRecord[];
  images: ImageRecord[];
  versions: ImageVersionRecord[];
  comments: CommentRecord[];
  customMetadataDefinitions: CustomMetadataDefinition[];
  workflowStatuses: WorkflowStatus[];
  users: UserRecord[];
  /** Pinned items per user id. */
  pinnedByUser: Map<number, PinnedItems>;
  shares: ShareRecord[];
  subscriptions: NotificationSubscription[];
  /** Web settings saved to the server, per user id (spec 000 §3). */
  webSettings = new Map<number, MockWebSettings>();
  exports: ExportRecord[] = [];
  uploads = new Map<string, UploadSessionRecord>();
  audit: AuditEntry[] = [];
  /** Users who accepted (true) or declined (false) the AI consent (spec 001 §6). */
  aiConsent = new Map<number, boolean>();
  /** Default and custom PDF report settings (spec 000 §3), per user id. */
  reportSettings = new Map<number, { defaultPdf: unknown; customPdf: unknown; customData: unknown }>();
  readonly catalogueFolderId: number;
  /** Synthetic item counts by folder id (SYNTHETIC_ITEM_COUNTS, bound to the seeded folders). */
  private readonly syntheticItems: ReadonlyMap<number, number>;
  /** Server flags of spec 000 §7 (GET /api/config/flags/{flag}); stories may change them. */
  flags: Record<string, boolean> = { ...DEFAULT_CONFIG_FLAGS };
  /**
   * Global settings of spec 000 §3 (the per-user flags are added on read): a new library's, with
   * object recognition on so the stories show its badges and actions.
   */
  globalSettings = { ...DEFAULT_GLOBAL_SETTINGS, recognitionEnabled: true };
  /**
   * Features this library pretends its server lacks (none by default; MockParameters.unavailableFeatures):
   * announced in the configuration, their flags false, their calls 501, as the reference server does.
   */
  unavailableFeatures: ServerFeatureName[] = [];
  /** The share a shared-link visitor opened last (POST /api/sharing/view); their searches see its files. */
  activeShareId: number | null = null;
  /** Public upload pages by hash (issue 19): the seeded 'public-drop' and those an administrator made. */
  publicUploadPages = new Map<string, PublicUploadPageRecord>();
  /** SHA-256 (hex) of the files uploaded to this library, by image id (the duplicate pre-check). */
  contentHashes = new Map<number, string>();
  private counters = new Map<string, number>();

  constructor(options: MockDbOptions = {}) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.nowDate = new Date(options.now ?? DEFAULT_NOW);
    const data = seedLibrary(this.seed, this.nowDate);
    this.folders = data.folders;
    this.sets = data.sets;
    this.setGroups = data.setGroups;
    this.images = data.images;
    this.versions = data.versions;
    this.comments = data.comments;
    this.customMetadataDefinitions = data.customMetadataDefinitions;
    this.workflowStatuses = data.workflowStatuses;
    this.users = data.users;
    this.pinnedByUser = new Map([[1, data.pinned]]);
    this.shares = data.shares;
    this.subscriptions = data.subscriptions;
    this.catalogueFolderId = data.catalogueFolderId;
    this.syntheticItems = new Map(
      this.folders.flatMap((f) => {
        const count = SYNTHETIC_ITEM_COUNTS[f.name];
        return count === undefined ? [] : [[f.id, count] as const];
      }),
    );
    this.activeShareId = this.shares[0]?.id ?? null;
    this.publicUploadPages.set('public-drop', {
      hash: 'public-drop',
      folderId: this.folders.find((f) => f.name === 'Lifestyle')?.id ?? 1,
      createdBy: 1,
      createdAt: this.nowIso(),
      expiresAt: null,
      maxFiles: null,
      maxBytes: null,
      filesReceived: 0,
      bytesReceived: 0,
      revokedAt: null,
      receipts: [],
    });
  }

  /** The hashes of the public pages that accept uploads now (not revoked, not expired), to their folder. */
  get publicUploadHashes(): ReadonlyMap<string, number> {
    const now = this.nowIso();
    return new Map(
      [...this.publicUploadPages.values()]
        .filter((page) => page.revokedAt === null && (page.expiresAt === null || page.expiresAt > now))
        .map((page) => [page.hash, page.folderId]),
    );
  }

  /** The library's clock: fixed, so answers are the same on every run. */
  now(): Date {
    return new Date(this.nowDate);
  }

  nowIso(): string {
    return this.nowDate.toISOString();
  }

  /** Next id for a kind of record (above every seeded id). */
  nextId(
    kind: 'folder' | 'set' | 'group' | 'image' | 'version' | 'comment' | 'share' | 'user' | 'audit',
  ): number {
    const seeded: Record<typeof kind, number> = {
      folder: Math.max(0, ...this.folders.map((f) => f.id)),
      set: Math.max(0, ...this.sets.map((s) => s.id)),
      group: Math.max(0, ...this.setGroups.map((g) => g.id)),
      image: Math.max(0, ...this.images.map((i) => i.id)),
      version: Math.max(0, ...this.versions.map((v) => v.id)),
      comment: Math.max(0, ...this.comments.map((c) => c.id)),
      share: Math.max(0, ...this.shares.map((s) => s.id)),
      user: Math.max(0, ...this.users.map((u) => u.id)),
      audit: Math.max(0, ...this.audit.map((a) => a.id)),
    };
    const next = Math.max(seeded[kind], this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    return next;
  }

  /** A deterministic token for exports and uploads. */
  nextToken(prefix: string): string {
    const n = (this.counters.get(`token-${prefix}`) ?? 0) + 1;
    this.counters.set(`token-${prefix}`, n);
    return `${prefix}-${this.seed.toString(36)}-${n.toString(36).padStart(4, '0')}`;
  }

  // Folders --------------------------------------------------------------------------------------

  folder(id: number): FolderRecord | undefined {
    return this.folders.find((f) => f.id === id);
  }

  childFolders(parentId: number | null): FolderRecord[] {
    return this.folders.filter((f) => f.parentId === parentId);
  }

  /** The folder and its ancestors, root first. */
  folderChain(id: number): FolderRecord[] {
    const chain: FolderRecord[] = [];
    let current = this.folder(id);
    while (current) {
      chain.unshift(current);
      current = current.parentId === null ? undefined : this.folder(current.parentId);
    }
    return chain;
  }

  fullPath(id: number): string {
    return `/${this.folderChain(id)
      .map((f) => f.name)
      .join('/')}`;
  }

  /** Every folder below `id` (not including it). */
  descendantFolderIds(id: number): number[] {
    const out: number[] = [];
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.shift() as number;
      for (const child of this.childFolders(current)) {
        out.push(child.id);
        queue.push(child.id);
      }
    }
    return out;
  }

  /** True when `candidate` is `ancestor` or lies below it (spec 000 §5: no move into own descendant). */
  isSameOrInside(candidate: number, ancestor: number): boolean {
    return this.folderChain(candidate).some((f) => f.id === ancestor);
  }

  /** Folders and files a rename of `id` touches (spec 000 §5: above 10 000 asks confirmation). */
  itemsUnderFolder(id: number): number {
    const ids = [id, ...this.descendantFolderIds(id)];
    const idSet = new Set(ids);
    const synthetic = ids.reduce((n, fid) => n + (this.syntheticItems.get(fid) ?? 0), 0);
    return ids.length + this.images.filter((i) => idSet.has(i.folderId)).length + synthetic;
  }

  removeFolder(id: number): void {
    const ids = new Set([id, ...this.descendantFolderIds(id)]);
    const removedImages = new Set(this.images.filter((i) => ids.has(i.folderId)).map((i) => i.id));
    this.folders = this.folders.filter((f) => !ids.has(f.id));
    this.removeImages([...removedImages]);
    for (const pinned of this.pinnedByUser.values())
      pinned.folders = pinned.folders.filter((f) => !ids.has(f));
  }

  // Sets -----------------------------------------------------------------------------------------

  set(id: number): SetRecord | undefined {
    return this.sets.find((s) => s.id === id);
  }

  group(id: number): SetGroupRecord | undefined {
    return this.setGroups.find((g) => g.id === id);
  }

  subsets(parentId: number): SetRecord[] {
    return this.sets.filter((s) => s.parentId === parentId);
  }

  /** The set's ancestors, root first (not including it). */
  setParentIds(id: number): number[] {
    const out: number[] = [];
    let current = this.set(id);
    while (current && current.parentId !== null) {
      out.unshift(current.parentId);
      current = this.set(current.parentId);
    }
    return out;
  }

  descendantSetIds(id: number): number[] {
    const out: number[] = [];
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.shift() as number;
      for (const child of this.subsets(current)) {
        out.push(child.id);
        queue.push(child.id);
      }
    }
    return out;
  }

  removeSet(id: number): void {
    const ids = new Set([id, ...this.descendantSetIds(id)]);
    this.sets = this.sets.filter((s) => !ids.has(s.id));
    for (const pinned of this.pinnedByUser.values()) pinned.sets = pinned.sets.filter((s) => !ids.has(s));
  }

  // Files ----------------------------------------------------------------------------------------

  image(id: number): ImageRecord | undefined {
    return this.images.find((i) => i.id === id);
  }

  removeImages(ids: number[]): void {
    const gone = new Set(ids);
    this.images = this.images.filter((i) => !gone.has(i.id));
    this.versions = this.versions.filter((v) => !gone.has(v.imageId));
    this.comments = this.comments.filter((c) => !gone.has(c.imageId));
    for (const set of this.sets) set.imageIds = set.imageIds.filter((i) => !gone.has(i));
  }

  user(id: number): UserRecord | undefined {
    return this.users.find((u) => u.id === id);
  }

  pinnedFor(userId: number): PinnedItems {
    let pinned = this.pinnedByUser.get(userId);
    if (!pinned) {
      pinned = { folders: [], sets: [], logicalViewStrings: [] };
      this.pinnedByUser.set(userId, pinned);
    }
    return pinned;
  }

  addAudit(entry: Omit<AuditEntry, 'id' | 'createdAt'>): void {
    this.audit.push({ ...entry, id: this.nextId('audit'), createdAt: this.nowIso() });
  }
}

/** Builds a fresh library (the seed is deterministic: same options, same library). */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  return new MockDb(options);
}
