// permissions: asked by name for a folder or a set (spec 000 §6, spec 001 §6), or per image id.
import type { HttpHandler } from 'msw';
import { hasPermission } from '../users';
import { holdsSetPermissionsInMocks } from './admin';
import { badRequest, canOnImage, http, type MockContext, notFound, toId } from './context';

export function permissionHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/permission', ({ query, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const permission = query.get('permission');
      if (!permission) return response.untyped(badRequest());
      const folderParam = query.get('folder');
      const setParam = query.get('virtualSet');
      if (folderParam !== null && folderParam !== undefined && folderParam !== '') {
        const folderId = toId(folderParam);
        // 'All' uses id 0 (spec 000 §4): the permission anywhere.
        const folder = folderId === 0 ? undefined : db.folder(folderId);
        if (folderId !== 0 && !folder) return response.untyped(notFound());
        return response(200).json({
          allowed:
            hasPermission(user, permission, folder?.readOnlyForEditors ?? false) ||
            (permission === 'setPermissions' && holdsSetPermissionsInMocks(db, user, { folderId })),
          folder: folderId,
          set: null,
        });
      }
      if (setParam !== null && setParam !== undefined && setParam !== '') {
        const setId = toId(setParam);
        if (!db.set(setId)) return response.untyped(notFound());
        const allowed =
          hasPermission(user, permission) ||
          (permission === 'setPermissions' && holdsSetPermissionsInMocks(db, user, { setId }));
        return response(200).json({ allowed, folder: null, set: setId });
      }
      return response(200).json({ allowed: hasPermission(user, permission), folder: null, set: null });
    }),
    http.post('/api/permissions/images', async ({ request, response }) => {
      const body = await request.json();
      const db = ctx.db();
      const user = ctx.user();
      const imageIds = body.imageIds.filter((id) => {
        const image = db.image(id);
        return image !== undefined && canOnImage(db, user, body.permission, image);
      });
      return response(200).json({ imageIds });
    }),
  ];
}
