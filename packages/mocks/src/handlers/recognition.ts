// recognition: AI object recognition and its consent (spec 000 §4, §7; spec 001 §4, §6, §7).
// A recognition finishes on the second status poll, with labels drawn from the image id.
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
    // spec 001 §6: the feature enabled, edit permission, and the user's AI consent.
    http.post('/api/recognize/', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const { ids } = await request.json();
      if (!db.globalSettings.recognitionEnabled) return response.untyped(forbidden());
      const images = ids.map((id) => db.image(id));
      if (images.some((i) => !i)) return response.untyped(notFound());
      const targets = images.filter((i) => i !== undefined);
      if (targets.some((i) => !canOnImage(db, user, 'editData', i))) return response.untyped(forbidden());
      if (targets.some((i) => fileKind(i) !== 'image'))
        return response.untyped(badRequest('Only images can be recognised.'));
      if (db.aiConsent.get(user.userId) !== true) return response(200).json({ requiresConsent: true });
      for (const image of targets) {
        image.awaitingRecognition = true;
        image.failedRecognition = false;
        image.hasJobs = true;
        db.addAudit({ activityType: 'recognition', imageId: image.id, folderId: null, data: '' });
      }
      return response(200).json({
        enqueued: true,
        counter: 0,
        imageId: targets.length === 1 ? (targets[0]?.id ?? null) : null,
        labels: [],
        requiresConsent: false,
      });
    }),
    http.get('/api/recognition/consent', ({ response }) =>
      response(200).json(ctx.db().aiConsent.get(ctx.user().userId) === true),
    ),
    http.post('/api/recognition/consent', async ({ request, response }) => {
      const { isAllowed } = await request.json();
      ctx.db().aiConsent.set(ctx.user().userId, isAllowed);
      return response(204).empty();
    }),
  ];
}
