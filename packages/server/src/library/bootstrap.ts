// What every library has from its first start: the default roles, the guest principal (with the
// Guest role everywhere) and the first administrator. Idempotent: run at every start.
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword, type ScryptCost } from '../auth/passwords';
import { DEFAULT_ROLES } from '../auth/permissions';
import type { Database } from '../db/schema';

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
    const guestRole = roleIds.Guest;
    if (guestRole !== undefined) {
      await db
        .insertInto('role_assignments')
        .values({ user_id: id, role_id: guestRole, folder_id: null, set_id: null, group_id: null })
        .execute();
    }
  }
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
