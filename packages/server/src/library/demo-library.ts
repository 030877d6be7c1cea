// What the demo library holds besides its files (issue 15 "a demo library that shows the product"),
// so every branch of the left panel, every view and every filter has something on a first start:
// workflow statuses (spec 000 §3 workflowStatusesIds), custom metadata definitions with values (the
// "Browse by Custom Data Fields" branch, spec 000 §2; one is the recognition label, left out of the
// tree), a collection with sets and subsets and standalone sets (spec 000 §3), expiring, expired and
// off-brand files (the expirationDate and brandingStatus filters, spec 000 §3, §4), and the owner's
// quick access (spec 000 §3 pinned items). Keywords, ratings, dates and GPS positions are in the
// files themselves (src/seed). Every choice is by the file's place in the manifest: no randomness,
// the same library on every first start.
import type { Kysely } from 'kysely';
import type { Database, SetRow } from '../db/schema';
import type { DemoFile } from '../seed';
import { insertSet } from './sets';

type Db = Kysely<Database>;

/** A demo file as ingested: its row id and what the generator wrote into it. */
export interface IngestedDemoFile {
  id: number;
  entry: DemoFile;
}

/** The workflow statuses of the demo (as the mocks' library). */
export const DEMO_WORKFLOW_STATUSES = [
  { name: 'Draft', color: '#9e9e9e' },
  { name: 'In review', color: '#f9a825' },
  { name: 'Approved', color: '#2e7d32' },
  { name: 'Rejected', color: '#c62828' },
  { name: 'Published', color: '#1565c0' },
] as const;

/** The custom metadata definitions of the demo (double underscores show as spaces, spec 000 §3). */
export const DEMO_CUSTOM_FIELDS = [
  { label: 'Project__Code', options: null },
  { label: 'Usage__Rights', options: ['Unrestricted', 'Editorial only', 'Internal only', 'Licensed'] },
  { label: 'Campaign', options: null },
  { label: 'Model Release', options: ['Yes', 'No', 'Not needed'] },
  // The recognition label (spec 000 §2: excluded from the logical tree); recognition fills it.
  { label: 'AI__Labels', options: null, isRecognitionLabel: true },
] as const;

const PROJECT_CODES = ['PRJ-101', 'PRJ-204', 'PRJ-317', 'PRJ-422'];
const CAMPAIGNS = ['Spring launch', 'Rebrand', 'Holiday'];

/** What the furnishing added (the CLI and the tests read it). */
export interface DemoFurnishing {
  workflowStatuses: number;
  customFields: number;
  customValues: number;
  sets: number;
  collections: number;
  expiring: number;
  offBrand: number;
  pins: number;
}

/** yyyy-mm-dd of `now` moved by `days` (local calendar days, as search's expiry rule reads them). */
function dayFrom(now: Date, days: number): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Adds the statuses, custom fields, sets, expiry, brand status and pins of the demo library to the
 * files just ingested. `ownerId` gets the pins (none without an owner).
 */
export async function furnishDemoLibrary(
  db: Db,
  options: { files: readonly IngestedDemoFile[]; ownerId: number | null; now: Date },
): Promise<DemoFurnishing> {
  const { files, now } = options;
  const photos = files.filter((f) => f.entry.kind === 'image');
  const others = files.filter((f) => f.entry.kind !== 'image');
  const result: DemoFurnishing = {
    workflowStatuses: 0,
    customFields: 0,
    customValues: 0,
    sets: 0,
    collections: 0,
    expiring: 0,
    offBrand: 0,
    pins: 0,
  };

  // Workflow statuses, on two photos in three (spec 000 §3 filter workflowStatusesIds).
  const statusIds: number[] = [];
  for (const status of DEMO_WORKFLOW_STATUSES) {
    const row = await db
      .insertInto('workflow_statuses')
      .values(status)
      .returning('id')
      .executeTakeFirstOrThrow();
    statusIds.push(row.id);
  }
  result.workflowStatuses = statusIds.length;
  for (const [index, photo] of photos.entries()) {
    if (index % 3 === 2) continue;
    await db
      .updateTable('files')
      .set({ workflow_status_id: statusIds[index % statusIds.length] ?? null })
      .where('id', '=', photo.id)
      .execute();
  }

  // Custom metadata definitions and their values (spec 000 §2 "Browse by Custom Data Fields").
  const fieldIds: number[] = [];
  for (const [order, field] of DEMO_CUSTOM_FIELDS.entries()) {
    const row = await db
      .insertInto('custom_metadata_definitions')
      .values({
        label: field.label,
        display_order: order + 1,
        is_dictionary: field.options ? 1 : 0,
        is_recognition_label: 'isRecognitionLabel' in field && field.isRecognitionLabel ? 1 : 0,
        options: JSON.stringify(field.options ?? []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fieldIds.push(row.id);
  }
  result.customFields = fieldIds.length;
  const [project, usage, campaign, release] = fieldIds;
  const values: { file_id: number; definition_id: number; value: string }[] = [];
  for (const [index, file] of files.entries()) {
    if (project !== undefined && index % 2 === 0)
      values.push({ file_id: file.id, definition_id: project, value: PROJECT_CODES[index % 4] as string });
    if (usage !== undefined && index % 3 !== 1)
      values.push({
        file_id: file.id,
        definition_id: usage,
        value: DEMO_CUSTOM_FIELDS[1].options[index % 4] as string,
      });
    if (campaign !== undefined && index % 4 !== 3)
      values.push({ file_id: file.id, definition_id: campaign, value: CAMPAIGNS[index % 3] as string });
    if (release !== undefined && file.entry.kind === 'image' && index % 5 !== 0)
      values.push({
        file_id: file.id,
        definition_id: release,
        value: DEMO_CUSTOM_FIELDS[3].options[index % 3] as string,
      });
  }
  for (const value of values) await db.insertInto('file_custom_metadata').values(value).execute();
  result.customValues = values.length;

  // Expiry (spec 000 §4: expired on the day and after; expiring soon within 14 days) and brand status.
  const expiry: [IngestedDemoFile | undefined, number][] = [
    [photos[1], -10],
    [photos[4], 0],
    [photos[7], 5],
    [photos[10], 12],
    [photos[13], 90],
    [others.find((f) => f.entry.kind === 'pdf'), 365],
  ];
  for (const [file, days] of expiry) {
    if (!file) continue;
    await db
      .updateTable('files')
      .set({ expiration_date: dayFrom(now, days) })
      .where('id', '=', file.id)
      .execute();
    result.expiring += 1;
  }
  for (const file of [photos[2], photos[8], photos[15]]) {
    if (!file) continue;
    await db.updateTable('files').set({ is_on_brand: 0 }).where('id', '=', file.id).execute();
    result.offBrand += 1;
  }

  // Sets: a collection with a set and its subset and a standalone-able set, and standalone sets.
  const addFiles = async (set: SetRow, members: readonly (IngestedDemoFile | undefined)[]) => {
    const ids = [...new Set(members.flatMap((m) => (m ? [m.id] : [])))];
    for (const id of ids)
      await db
        .insertInto('set_files')
        .values({ set_id: set.id, file_id: id, added_at: now.toISOString() })
        .execute();
  };
  const group = await db
    .insertInto('set_groups')
    .values({ name: 'Campaign 2026', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  result.collections = 1;
  const hero = await insertSet(db, {
    name: 'Hero images',
    parent: null,
    groupId: group.id,
    canBeStandalone: false,
    now,
  });
  await addFiles(hero, photos.slice(0, 10));
  const homepage = await insertSet(db, {
    name: 'Homepage',
    parent: hero,
    groupId: group.id,
    canBeStandalone: false,
    now,
  });
  await addFiles(homepage, photos.slice(0, 4));
  const social = await insertSet(db, {
    name: 'Social posts',
    parent: null,
    groupId: group.id,
    canBeStandalone: true,
    now,
  });
  await addFiles(social, photos.slice(10, 18));
  const favourites = await insertSet(db, {
    name: 'Favourites',
    parent: null,
    groupId: null,
    canBeStandalone: true,
    now,
  });
  await addFiles(
    favourites,
    photos.filter((p) => (p.entry.metadata.rating ?? 0) >= 4),
  );
  const review = await insertSet(db, {
    name: 'To review',
    parent: null,
    groupId: null,
    canBeStandalone: true,
    now,
  });
  await addFiles(review, [...photos.filter((_, index) => index % 5 === 1 && index % 3 !== 2), ...others]);
  result.sets = 5;

  // The owner's quick access (spec 000 §3 pinned items: folders, sets, logical views).
  if (options.ownerId !== null) {
    const top = await db
      .selectFrom('folders')
      .select('id')
      .where('parent_id', 'is', null)
      .where('name', '=', files[0]?.entry.folderPath[0] ?? '')
      .executeTakeFirst();
    const country = photos.find((p) => p.entry.metadata.location.country)?.entry.metadata.location.country;
    const pins = [
      ...(top ? [{ folder_id: top.id, set_id: null, logical_view: null }] : []),
      { folder_id: null, set_id: hero.id, logical_view: null },
      ...(country ? [{ folder_id: null, set_id: null, logical_view: `location/${country}` }] : []),
    ];
    for (const pin of pins)
      await db
        .insertInto('pins')
        .values({ user_id: options.ownerId, ...pin })
        .execute();
    result.pins = pins.length;
  }
  return result;
}
