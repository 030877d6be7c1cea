// Test support: eight files over the contract library, chosen so every criterion, sort option and
// logical view has something to find and something to leave out, and users with narrow grants.
// Dates are relative to the harness clock (TEST_NOW, 2026-06-15): one file expired, one expiring soon.
import type { RoleName } from '@vitrine/core';
import { hashPassword } from '../auth/passwords';
import { TEST_SCRYPT_COST } from './contract';
import { addFile } from './files';
import type { Agent, TestServer } from './harness';

export interface SearchLibrary {
  /** File ids by name. */
  files: Record<
    'harbourOne' | 'harbourTwo' | 'meadow' | 'expired' | 'offBrand' | 'catalogue' | 'clip' | 'song',
    number
  >;
  folders: { workspace: number; campaigns: number; products: number; catalogue: number };
  custom: { projectCode: number; usageRights: number; aiLabels: number };
  workflow: { draft: number; approved: number };
  sets: { hero: number; banners: number; empty: number };
  groupId: number;
  keywords: Record<string, number>;
}

export async function seedSearchLibrary(server: TestServer): Promise<SearchLibrary> {
  const db = server.app.vitrine.db;
  const folderId = async (name: string) =>
    (await db.selectFrom('folders').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const definition = async (label: string) =>
    (
      await db
        .selectFrom('custom_metadata_definitions')
        .select('id')
        .where('label', '=', label)
        .executeTakeFirstOrThrow()
    ).id;
  const status = async (name: string) =>
    (await db.selectFrom('workflow_statuses').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const set = async (name: string) =>
    db.selectFrom('sets').select(['id', 'group_id']).where('name', '=', name).executeTakeFirstOrThrow();

  const folders = {
    workspace: await folderId('Marketing'),
    campaigns: await folderId('Campaigns'),
    products: await folderId('Products'),
    catalogue: await folderId('Catalogue'),
  };
  const custom = {
    projectCode: await definition('Project__Code'),
    usageRights: await definition('Usage__Rights'),
    aiLabels: await definition('AI__Labels'),
  };
  const workflow = { draft: await status('Draft'), approved: await status('Approved') };
  const hero = await set('Hero images');
  const sets = { hero: hero.id, banners: (await set('Banners')).id, empty: (await set('Empty set')).id };

  const files = {
    harbourOne: await addFile(db, {
      folderId: folders.workspace,
      name: 'harbour-one.jpg',
      title: 'Harbour at dawn',
      author: 'Mei Tanaka',
      subject: 'Harbours',
      keywords: ['harbour', 'boats'],
      dateTaken: '2025-03-14T06:30:00',
      country: 'France',
      state: 'Bretagne',
      city: 'Brest',
      custom: { [custom.projectCode]: 'PX-2', [custom.usageRights]: 'Web' },
      workflowStatusId: workflow.draft,
      width: 1920,
      height: 1080,
      fileSize: 3000,
      rating: 4,
      viewCount: 7,
      lastViewed: '2026-05-01T10:00:00.000Z',
      addedAt: '2026-01-01T00:00:00.000Z',
    }),
    harbourTwo: await addFile(db, {
      folderId: folders.workspace,
      name: 'harbour-two.png',
      mimeType: 'image/png',
      title: 'Harbour at night',
      author: 'Mei Tanaka',
      keywords: ['harbour', 'night'],
      dateTaken: '2025-03-20T22:00:00',
      country: 'France',
      state: 'Bretagne',
      city: 'Rennes',
      custom: { [custom.projectCode]: 'PX-10' },
      width: 1080,
      height: 1920,
      fileSize: 2000,
      viewCount: 2,
      addedAt: '2026-01-02T00:00:00.000Z',
    }),
    meadow: await addFile(db, {
      folderId: folders.campaigns,
      name: 'Meadow.jpg',
      title: 'Golden meadow',
      author: 'José Ñúñez',
      description: 'Café au lait colours',
      keywords: ['meadow'],
      dateTaken: '2024-07-01T12:00:00',
      country: 'Iceland',
      width: 1000,
      height: 1000,
      fileSize: 1000,
      workflowStatusId: workflow.approved,
      addedAt: '2026-01-03T00:00:00.000Z',
    }),
    expired: await addFile(db, {
      folderId: folders.campaigns,
      name: 'expired.jpg',
      title: 'Old campaign',
      dateTaken: '2024-07-02T09:00:00',
      expirationDate: '2026-06-01',
      addedAt: '2026-01-04T00:00:00.000Z',
    }),
    offBrand: await addFile(db, {
      folderId: folders.workspace,
      name: 'offbrand.jpg',
      title: 'Off brand poster',
      isOnBrand: false,
      addedAt: '2026-01-05T00:00:00.000Z',
    }),
    catalogue: await addFile(db, {
      folderId: folders.products,
      name: 'catalogue.pdf',
      mimeType: 'application/pdf',
      title: 'Catalogue 2026',
      subject: 'Products',
      width: null,
      height: null,
      fileSize: 50_000,
      addedAt: '2026-01-06T00:00:00.000Z',
    }),
    clip: await addFile(db, {
      folderId: folders.catalogue,
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      title: 'Harbour clip',
      keywords: ['harbour'],
      expirationDate: '2026-06-20',
      setIds: [sets.hero],
      fileSize: 9000,
      addedAt: '2026-01-07T00:00:00.000Z',
    }),
    song: await addFile(db, {
      folderId: folders.products,
      name: 'song.wav',
      mimeType: 'audio/wav',
      title: 'Bell song',
      expirationDate: '2027-01-01',
      width: null,
      height: null,
      fileSize: 400,
      addedAt: '2026-01-08T00:00:00.000Z',
    }),
  };
  const keywords = Object.fromEntries(
    (await db.selectFrom('keywords').select(['id', 'name']).execute()).map((k) => [k.name, k.id]),
  );
  return { files, folders, custom, workflow, sets, groupId: hero.group_id as number, keywords };
}

/** A user whose only role is `role` on one folder or one set; signed in. */
export async function narrowUser(
  server: TestServer,
  name: string,
  role: RoleName,
  on: { folderId: number } | { setId: number },
): Promise<Agent> {
  const db = server.app.vitrine.db;
  const roleRow = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: name,
      email: null,
      password_hash: await hashPassword(`${name}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      created_at: new Date(0).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({
      user_id: id,
      role_id: roleRow.id,
      folder_id: 'folderId' in on ? on.folderId : null,
      set_id: 'setId' in on ? on.setId : null,
      group_id: null,
    })
    .execute();
  const agent = server.agent();
  await agent.signIn(name, `${name}-password`);
  return agent;
}
