// notifications: each user's subscriptions per folder, set or image (spec 000 §3 keys, §7 "Notifications").
import type { components } from '@vitrine/api-client';
import type { HttpHandler } from 'msw';
import { hasPermission } from '../users';
import { forbidden, http, type MockContext, notFound, toId } from './context';

export function notificationHandlers(ctx: MockContext): HttpHandler[] {
  const exists = (objectType: string, id: number) => {
    const db = ctx.db();
    if (objectType === 'folder') return db.folder(id) !== undefined;
    if (objectType === 'set') return db.set(id) !== undefined;
    if (objectType === 'image') return db.image(id) !== undefined;
    return false;
  };
  return [
    http.get('/api/notifications/{objectType}/{id}', ({ params, response }) => {
      const db = ctx.db();
      const id = toId(params.id);
      if (!exists(params.objectType, id)) return response.untyped(notFound());
      const user = ctx.user();
      if (!hasPermission(user, 'notifications.subscribe')) return response.untyped(forbidden());
      const key = `${params.objectType}-${id}`;
      const subscription = db.subscriptions.find((s) => s.userId === user.userId && s.key === key);
      return response(200).json({
        subscribeTo: [...(subscription?.subscribeTo ?? [])] as components['schemas']['NotificationKey'][],
        hasEmail: (db.user(user.userId)?.email ?? '') !== '',
      });
    }),
    http.patch('/api/notifications/{objectType}/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      const id = toId(params.id);
      if (!exists(params.objectType, id)) return response.untyped(notFound());
      const user = ctx.user();
      if (!hasPermission(user, 'notifications.subscribe')) return response.untyped(forbidden());
      const { subscribeTo } = await request.json();
      const key = `${params.objectType}-${id}`;
      db.subscriptions = [
        ...db.subscriptions.filter((s) => !(s.userId === user.userId && s.key === key)),
        { userId: user.userId, key, subscribeTo: [...subscribeTo] },
      ];
      return response(204).empty();
    }),
  ];
}
