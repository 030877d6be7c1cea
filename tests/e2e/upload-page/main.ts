// The uploader engine alone on a page (issue 19 e2e and bench): no panel, no app. The test drives
// it through `window.vitrineUpload`; files come from the page's file input (real files on disk).
import { createVitrineClient } from '../../../packages/api-client/src/index';
import { createUploadQueue } from '../../../packages/uploader/src/engine/queue';
import type { UploadQueue } from '../../../packages/uploader/src/engine/types';

const client = createVitrineClient();
let queue: (UploadQueue & { ready(): Promise<void> }) | null = null;
let startedAt = 0;
let finishedAt: number | null = null;
/** Files made in the page for the memory probe (one shared blob, no bytes of their own). */
let made: File[] = [];
const input = document.querySelector<HTMLInputElement>('#files') as HTMLInputElement;

const api = {
  async signIn(userName: string, password: string): Promise<number> {
    const response = await fetch('/api/session/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password }),
    });
    return response.status;
  },
  /** Makes the queue (restoring a kept one under persistKey) and adds the input's files when asked. */
  async start(options: {
    folderId: number;
    persistKey?: string | null;
    addInputFiles?: boolean;
    checkNames?: boolean;
    preCheckDuplicates?: boolean;
    /** Every call of the queue waits for ever (a queue that holds its items: the memory probe). */
    offline?: boolean;
  }): Promise<void> {
    queue?.dispose();
    queue = createUploadQueue({
      client: options.offline
        ? createVitrineClient({ fetch: () => new Promise<Response>(() => {}) })
        : client,
      target: { kind: 'folder', folderId: options.folderId },
      mode: 'internal',
      persistKey: options.persistKey ?? null,
      checkNames: options.checkNames ?? true,
      preCheckDuplicates: options.preCheckDuplicates ?? false,
      // Quicker than the default (0.5 s doubling to 30 s) so the test does not wait long.
      retry: { retries: 12, baseDelayMs: 200, maxDelayMs: 2000 },
    });
    await queue.ready();
    const current = queue;
    startedAt = performance.now();
    finishedAt = null;
    current.subscribe(() => {
      const { totals } = current.getSnapshot();
      if (finishedAt === null && totals.files > 0 && totals.done + totals.failed === totals.files)
        finishedAt = performance.now();
    });
    if (options.addInputFiles) queue.add([...(input.files ?? [])].map((file) => ({ file })));
  },
  /** One XMLHttpRequest POST of the input's first file as one multipart body (the raw baseline). */
  rawPost(path: string): Promise<{ status: number; ms: number }> {
    const file = input.files?.[0];
    if (!file) return Promise.reject(new Error('no file picked'));
    return new Promise((resolve, reject) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const xhr = new XMLHttpRequest();
      const started = performance.now();
      xhr.open('POST', path);
      xhr.onload = () => resolve({ status: xhr.status, ms: performance.now() - started });
      xhr.onerror = () => reject(new Error('the raw POST got no answer'));
      xhr.send(form);
    });
  },
  makeFiles(count: number): void {
    const shared = new Blob([new Uint8Array(1024)]);
    made = Array.from({ length: count }, (_, index) => new File([shared], `probe-${index}.bin`));
  },
  addMadeFiles(): number {
    const started = performance.now();
    queue?.add(made.map((file) => ({ file })));
    queue?.getSnapshot();
    return performance.now() - started;
  },
  dropQueue(): void {
    queue?.cancel();
    queue?.dispose();
    queue = null;
    made = [];
  },
  resolveDuplicates(choice: 'skip' | 'upload'): void {
    const first = queue?.getSnapshot().items.find((item) => item.state === 'duplicate');
    if (first) queue?.resolveDuplicate(first.id, choice, true);
  },
  supplyInputFiles(): void {
    queue?.supplyFiles([...(input.files ?? [])]);
  },
  state() {
    const snapshot = queue?.getSnapshot();
    if (!snapshot) return null;
    return {
      states: snapshot.items.map((item) => item.state),
      names: snapshot.items.map((item) => item.name),
      loaded: snapshot.items.map((item) => item.loaded),
      fileIds: snapshot.items.map((item) => item.fileId ?? null),
      errors: snapshot.items.map((item) => item.error ?? null),
      sha256: snapshot.items.map((item) => item.sha256 ?? null),
      duplicateOf: snapshot.items.map((item) => item.duplicateOf ?? null),
      totals: snapshot.totals,
      running: snapshot.running,
      sessionEnded: snapshot.sessionEnded,
      elapsedMs: finishedAt === null ? null : finishedAt - startedAt,
    };
  },
};

(window as unknown as { vitrineUpload: typeof api }).vitrineUpload = api;
document.body.dataset.ready = 'true';
