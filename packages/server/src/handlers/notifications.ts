// notifications: the user's subscriptions on a folder, set or image (spec 000 §3 keys, §7
// "Notifications"), per user; they need notifications.subscribe on the object (spec 000 §6).
// Delivery by e-mail: notifications/ (events to the outbox where files change, one digest per person).
import type { components } from '@vitrine/api-client';
import type { Kysely } from 'kysely';
import { can, type PermissionTarget, type Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { fileTarget, visibleFile } from '../images/access';
import { folderTarget, visibleFolder } from '../library/folders';
import { setTarget, visibleSet } from '../library/sets';

type NotificationKey = components['schemas']['NotificationKey'];

async function targetOf(
  db: Kysely<Database>,
  principal: Principal,
  objectType: 'folder' | 'set' | 'image',
  id: number,
  now: Date,
): Promise<PermissionTarget> {
  if (objectType === 'folder') return folderTarget(await visibleFolder(db, principal, id));
  if (objectType === 'set') return setTarget(await visibleSet(db, principal, id));
  // The files the image routes show (images/access.ts); a hidden one answers as a missing one (404).
  return fileTarget(await visibleFile(db, principal, now, id));
}

function subscriber(principal: Principal, target: PermissionTarget): number {
  if (
    principal.kind !== 'user' ||
    principal.userId === null ||
    !can(principal, 'notifications.subscribe', target)
  ) {
    throw forbidden('You are not allowed to subscribe to notifications here.');
  }
  return principal.userId;
}

export const notificationHandlers: HandlerTable = {
  async getNotifications({ app, db, principal, params }) {
    const userId = subscriber(
      principal,
      await targetOf(db, principal, params.objectType, params.id, app.now()),
    );
    const row = await db
      .selectFrom('notification_subscriptions')
      .select('subscribe_to')
      .where('user_id', '=', userId)
      .where('object_type', '=', params.objectType)
      .where('object_id', '=', params.id)
      .executeTakeFirst();
    return {
      subscribeTo: row ? (JSON.parse(row.subscribe_to) as NotificationKey[]) : [],
      hasEmail: (principal.email ?? '') !== '',
    };
  },

  async updateNotifications({ app, db, principal, params, body }) {
    const userId = subscriber(
      principal,
      await targetOf(db, principal, params.objectType, params.id, app.now()),
    );
    const subscribe_to = JSON.stringify(body.subscribeTo);
    await db
      .insertInto('notification_subscriptions')
      .values({ user_id: userId, object_type: params.objectType, object_id: params.id, subscribe_to })
      .onConflict((oc) => oc.columns(['user_id', 'object_type', 'object_id']).doUpdateSet({ subscribe_to }))
      .execute();
    return undefined;
  },
};
