// Test helper: big files without big memory.
import { openAsBlob } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary folder for sparse files; call `remove()` after the tests. */
export async function sparseFiles() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-upload-'));
  let count = 0;
  return {
    /**
     * A File of `size` bytes backed by a sparse file on disk (no 130 MB in memory), zero everywhere
     * but the marker bytes given, so a test can tell which part of the file a chunk carried.
     */
    async create(name: string, size: number, markers: Record<number, number> = {}): Promise<File> {
      count += 1;
      const path = join(dir, `${count}-${name}`);
      const handle = await open(path, 'w');
      try {
        await handle.truncate(size);
        for (const [offset, value] of Object.entries(markers)) {
          await handle.write(Uint8Array.of(value), 0, 1, Number(offset));
        }
      } finally {
        await handle.close();
      }
      return new File([await openAsBlob(path)], name, { type: 'application/octet-stream' });
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
