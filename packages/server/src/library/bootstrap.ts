// What every library has from its first start: the default roles, the guest principal (with the
// Guest role everywhere) and the first administrator. Idempotent: run at every start (which also
// finishes an interrupted folder delete). On the very first start the CLI also seeds the demo
// library (seedDemoLibrary) unless --empty.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RoleName } from '@vitrine/core';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword, type ScryptCost } from '../auth/passwords';
import { DEFAULT_ROLES } from '../auth/permissions';
import type { Database } from '../db/schema';
import type { ServerContext } from '../domain/context';
import { ingestContextFor } from '../ingest/context';
import { ensureFolderPath } from '../ingest/folders';
import { ingestFile } from '../ingest/ingest';
import { type DemoLibraryOptions, generateDemoLibrary } from '../seed';
import { safeJoin } from '../storage/paths';
import { workPaths } from '../storage/work-paths';
import { type DemoFurnishing, furnishDemoLibrary, type IngestedDemoFile } from './demo-library';
import { resumeFolderDeletes } from './folders';

/** The user name of the guest principal (it cannot sign in: no password). */
export const GUEST_USER_NAME = 'guest';
/** The user name of the first administrator. */
export const FIRST_ADMIN_USER_NAME = 'admin';

/** Creates the default roles and the guest user when missing; answers the role ids by name. */
export async function ensureLibraryBasics(db: Kysely<Database>, now: Date): Promise<Record<string, number>> {
  for (const [name, permissions] of Object.entries(DEFAULT_ROLES)) {
    await db
      .insertInto('roles')
      .values({ name, permissions: JSON.stringify(permissions) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  const guest = await db.selectFrom('users').select('id').where('is_guest', '=', 1).executeTakeFirst();
  if (!guest) {
    const { id } = await db
      .insertInto('users')
      .values({
        user_name: GUEST_USER_NAME,
        email: null,
        password_hash: null,
        is_guest: 1,
        folder_id: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const guestRole = roleIds['guest' satisfies RoleName];
    if (guestRole !== undefined) {
      await db
        .insertInto('role_assignments')
        .values({ user_id: id, role_id: guestRole, folder_id: null, set_id: null, group_id: null })
        .execute();
    }
  }
  // A folder delete a stop interrupted is finished before the server answers (its folders are out of
  // the tree already); the blobs it leaves unreferenced go in the sweep at start (storage/gc.ts).
  await resumeFolderDeletes(db, async () => {});
  return roleIds;
}

/**
 * Creates the first super admin when the library has none, with a generated password. Answers the
 * credentials only when it created them (the CLI prints them once); null when an admin exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: { now: Date; scryptCost?: ScryptCost; password?: string },
): Promise<{ userName: string; password: string } | null> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('is_super_admin', '=', 1)
    .executeTakeFirst();
  if (existing) return null;
  const password = options.password ?? generatePassword();
  await db
    .insertInto('users')
    .values({
      user_name: FIRST_ADMIN_USER_NAME,
      email: null,
      password_hash: await hashPassword(password, options.scryptCost),
      is_super_admin: 1,
      folder_id: null,
      created_at: options.now.toISOString(),
    })
    .execute();
  return { userName: FIRST_ADMIN_USER_NAME, password };
}

/** What the first start put in the library. */
export interface DemoSeedSummary {
  files: number;
  folders: number;
  /** The statuses, custom fields, sets, expiry, brand status and pins added to the files. */
  furnished: DemoFurnishing;
  /** What the generator left out and why (the video without ffmpeg). */
  skipped: string[];
}

/** Whether the library holds no folder and no file yet (a first start). */
export async function isLibraryEmpty(db: Kysely<Database>): Promise<boolean> {
  const folder = await db.selectFrom('folders').select('id').limit(1).executeTakeFirst();
  const file = await db.selectFrom('files').select('id').limit(1).executeTakeFirst();
  return !folder && !file;
}

/**
 * The demo library of a first start (issue 5 "Running it"): real files with their metadata inside
 * (src/seed: photos with EXIF / IPTC / XMP / GPS, a PDF, audio; video when ffmpeg runs), generated
 * into a temporary directory under the data directory, then each ingested as an upload would be
 * into its manifest folder ('Demo library/Travel/France', folders created on the way), owned by
 * `ownerId`, then furnished (demo-library.ts: workflow statuses, custom fields with values, a
 * collection and sets, expiring and off-brand files, the owner's pins). Thumbnails are left to the
 * job worker. The temporary files are removed.
 */
export async function seedDemoLibrary(
  server: ServerContext,
  options: { ownerId: number | null; demo?: DemoLibraryOptions; onJobsQueued?: () => void },
): Promise<DemoSeedSummary> {
  const { tmp } = workPaths(server.options.dataDir);
  await mkdir(tmp, { recursive: true });
  const dir = await mkdtemp(join(tmp, 'demo-'));
  try {
    const manifest = await generateDemoLibrary(dir, options.demo);
    const context = { ...(await ingestContextFor(server)), onJobsQueued: options.onJobsQueued };
    const folders = new Set<string>();
    const ingested: IngestedDemoFile[] = [];
    for (const entry of manifest.files) {
      const folder = await ensureFolderPath(server.db, null, entry.folderPath, server.now());
      folders.add(entry.folderPath.join('/'));
      const { file } = await ingestFile(context, {
        source: { path: safeJoin(dir, ...entry.relativePath.split('/')) },
        fileName: entry.fileName,
        folder,
        ownerId: options.ownerId,
      });
      ingested.push({ id: file.id, entry });
    }
    // Statuses, custom fields, sets and a collection, expiry, brand status, pins (demo-library.ts).
    const furnished = await furnishDemoLibrary(server.db, {
      files: ingested,
      ownerId: options.ownerId,
      now: server.now(),
    });
    return {
      files: manifest.files.length,
      folders: folders.size,
      furnished,
      skipped: manifest.skipped.map((s) => `${s.kind}: ${s.reason}`),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
