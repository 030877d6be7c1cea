// recognition: AI object recognition and its consent (issue 18; spec 000 §4, §7, §8; spec 001 §4, §6,
// §7, §9); the rules in recognition/service.ts. A server whose recognizer is 'off' has none of these
// (they answer 501 and the feature is announced unavailable: handlers/index.ts, capabilities.ts).
import type { HandlerTable } from '../http/context';
import { hasConsent, recognitionStatus, requestRecognition, setConsent } from '../recognition/service';

export const recognitionHandlers: HandlerTable = {
  async getRecognitionStatus({ app, principal, body }) {
    return { images: await recognitionStatus(app, principal, body.imageIds) };
  },
  recognize: ({ app, principal, body, request }) =>
    requestRecognition(app, principal, body.ids, () => request.server.vitrineJobs?.worker.wake()),
  getRecognitionConsent: ({ db, principal }) => hasConsent(db, principal),
  async setRecognitionConsent({ app, principal, body }) {
    await setConsent(app, principal, body.isAllowed);
    return undefined;
  },
};
