// Object recognition calls of the viewer (spec 000 §7, spec 001 §7): POST /api/recognize/ {ids} and
// the consent (openapi.yml recognize / setRecognitionConsent), through @vitrine/api-client.
import { type components, unwrap, type VitrineClient } from '@vitrine/api-client';

export type RecognizeAnswer = components['schemas']['RecognizeResult'];

/** Asks to recognise one image (spec 001 §6: a single recognizable image). */
export async function recognizeImage(client: VitrineClient, imageId: number): Promise<RecognizeAnswer> {
  return (await unwrap(client.POST('/api/recognize/', { body: { ids: [imageId] } }))) ?? {};
}

/** Records the AI consent answer (spec 001 §4: accepting proceeds, declining turns the option off). */
export async function answerRecognitionConsent(client: VitrineClient, isAllowed: boolean): Promise<void> {
  await unwrap(client.POST('/api/recognition/consent', { body: { isAllowed } }));
}
