// A file's keywords: the ordered list in files.keywords (JSON, what search and summaries read) and the
// same with ids in file_keywords (the logical keyword view groups by keyword id, spec 000 §3).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Keywords as stored: trimmed, NFC, empties and exact duplicates dropped (the first kept). */
export function cleanKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const clean = keyword.trim().normalize('NFC');
    if (clean !== '') seen.add(clean);
  }
  return [...seen];
}

/** Replaces the keywords of a file (both places), creating keywords not seen before. */
export async function setFileKeywords(
  db: Db,
  fileId: number,
  keywords: readonly string[],
): Promise<string[]> {
  const clean = cleanKeywords(keywords);
  await db.deleteFrom('file_keywords').where('file_id', '=', fileId).execute();
  if (clean.length > 0) {
    for (const name of clean) {
      await db
        .insertInto('keywords')
        .values({ name })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    const rows = await db.selectFrom('keywords').select(['id', 'name']).where('name', 'in', clean).execute();
    const ids = new Map(rows.map((r) => [r.name, r.id]));
    await db
      .insertInto('file_keywords')
      .values(
        clean.map((name, position) => ({ file_id: fileId, keyword_id: ids.get(name) as number, position })),
      )
      .execute();
  }
  await db
    .updateTable('files')
    .set({ keywords: JSON.stringify(clean) })
    .where('id', '=', fileId)
    .execute();
  return clean;
}

/** Keywords known to the library (the limited dictionary of spec 001 §5). */
export async function knownKeywords(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('keywords')
    .select('name')
    .where('name', 'in', [...names])
    .execute();
  return new Set(rows.map((r) => r.name));
}
