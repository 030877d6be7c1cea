// thumbnails: a thumbnail chosen by a person (spec 000 §7 "POST Thumbnails.asmx/Change {id, type,
// data}"; images/thumbnail-change.ts). It changes how the file looks to everyone, like a rotation:
// editData on the file (spec 001 §6 "Edit data on an image gates: save, upload-new-version,
// annotation, rotation"). A file the user cannot see answers 404, as every call by id.
import { en } from '@vitrine/core';
import { forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { canOnFile, visibleFile } from '../images/access';
import { changeThumbnail, parseThumbnailChange } from '../images/thumbnail-change';
import { findVideoTools } from '../jobs/ffmpeg';
import { workPaths } from '../storage/work-paths';

export const thumbnailHandlers: HandlerTable = {
  async changeThumbnail({ app, db, principal, body, request }) {
    const file = await visibleFile(db, principal, app.now(), body.id);
    if (!canOnFile(principal, 'editData', file)) throw forbidden(en.edit.notAllowedToEdit);
    const change = parseThumbnailChange(body.type, body.data);
    const thumbnailVersion = await changeThumbnail(
      {
        db,
        blobs: app.blobs,
        tmpDir: workPaths(app.options.dataDir).tmp,
        now: () => app.now(),
        videoTools: () => findVideoTools(),
      },
      file,
      change,
    );
    await db
      .updateTable('files')
      .set({ last_visual_update: app.now().toISOString() })
      .where('id', '=', file.id)
      .execute();
    request.server.vitrineJobs?.worker.wake();
    return { id: file.id, thumbnailVersion };
  },
};
