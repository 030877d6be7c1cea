// recognition: AI object recognition and its consent (spec 000 §4, §7; spec 001 §4, §6, §7).
// A recognition finishes on the second status poll, with labels drawn from the image id.
import { en } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound } from './context';
import { fileKind } from './serialize';

const LABELS = ['Person', 'Outdoor', 'Building', 'Sky', 'Car', 'Dog', 'Tree', 'Table', 'Laptop', 'Bicycle'];
/** Status polls before an awaiting image gets its labels. */
export const RECOGNITION_POLLS_TO_FINISH = 2;

const polls = new WeakMap<MockDb, Map<number, number>>();

function labelsFor(id: number): string[] {
  return [LABELS[id % LABELS.length], LABELS[(id * 7 + 3) % LABELS.length]].filter(
    (label, i, all): label is string => label !== undefined && all.indexOf(label) === i,
  );
}

export function recognitionHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post('/api/recognition/multi-status', async ({ request, response }) => {
      const db = ctx.db();
      const { imageIds } = await request.json();
      let counts = polls.get(db);
      if (!counts) {
        counts = new Map();
        polls.set(db, counts);
      }
      const images = imageIds.flatMap((id) => {
        const image = db.image(id);
        if (!image) return [];
        if (image.awaitingRecognition) {
          const n = (counts.get(id) ?? 0) + 1;
          counts.set(id, n);
          if (n >= RECOGNITION_POLLS_TO_FINISH) {
            image.awaitingRecognition = false;
            image.hasJobs = false;
            image.recognizedLabels = labelsFor(id);
            const label = db.customMetadataDefinitions.find((d) => d.isRecognitionLabel);
            if (label) image.imageCustomMetadatas[label.id] = image.recognizedLabels.join(', ');
          }
        }
        return [{ imageId: id, processing: image.awaitingRecognition }];
      });
      return response(200).json({ images });
    }),
    // spec 001 §6: the feature enabled, a single recognizable image, edit permission, and the user's
    // AI consent, in the server's order and with its messages (recognition/service.ts).
    http.post('/api/recognize/', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const { ids } = await request.json();
      if (!db.globalSettings.recognitionEnabled) return response.untyped(forbidden(en.recognition.disabled));
      const unique = [...new Set(ids)];
      if (unique.length !== 1) return response.untyped(badRequest(en.recognition.single));
      const image = db.image(unique[0] as number);
      if (!image) return response.untyped(notFound());
      if (!canOnImage(db, user, 'editData', image))
        return response.untyped(forbidden(en.edit.notAllowedToEdit));
      if (fileKind(image) !== 'image') return response.untyped(badRequest(en.recognition.notAnImage));
      if (db.aiConsent.get(user.userId) !== true) return response(200).json({ requiresConsent: true });
      image.awaitingRecognition = true;
      image.failedRecognition = false;
      image.hasJobs = true;
      polls.get(db)?.delete(image.id);
      db.addAudit({ activityType: 'recognition', imageId: image.id, folderId: null, data: '' });
      return response(200).json({
        enqueued: true,
        counter: 0,
        imageId: image.id,
        labels: [],
        requiresConsent: false,
      });
    }),
    http.get('/api/recognition/consent', ({ response }) => {
      const user = ctx.user();
      return response(200).json(user.savesWebSettings && ctx.db().aiConsent.get(user.userId) === true);
    }),
    // Only a signed-in person answers; declining also turns their recognizeObjects web setting off
    // (spec 001 §4), as the server.
    http.post('/api/recognition/consent', async ({ request, response }) => {
      const { isAllowed } = await request.json();
      const user = ctx.user();
      if (!user.savesWebSettings) return response.untyped(forbidden(en.recognition.consentNeedsUser));
      const db = ctx.db();
      db.aiConsent.set(user.userId, isAllowed);
      const saved = db.webSettings.get(user.userId);
      if (!isAllowed && saved) db.webSettings.set(user.userId, { ...saved, recognizeObjects: false });
      return response(204).empty();
    }),
  ];
}
