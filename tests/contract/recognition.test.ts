// Object recognition (issue 18; spec 000 §4, §7; spec 001 §4, §6, §7, §9; openapi.yml
// getRecognitionStatus / recognize / getRecognitionConsent / setRecognitionConsent; docs/decisions.md
// "Object recognition"): consent per person first (accept proceeds, decline turns recognizeObjects
// off), then one recognizable image with editData while the feature is on is queued and polled until
// nothing is processing; the refusals answer the same status and message on both targets. The labels
// differ by target (the server's model finds nothing in a generated PNG, the mocks draw some): only
// their shape is checked here.
import { unwrap } from '@vitrine/api-client';
import { en, RECOGNITION_MAX_ATTEMPTS } from '@vitrine/core';
import { expect, it } from 'vitest';
import { describeContract, expectApiError, pngFile } from './support';

describeContract('recognition', (c) => {
  const setEnabled = async (recognitionEnabled: boolean) => {
    await c.signInAs('superAdmin');
    await unwrap(c.client.PATCH('/api/admin/settings', { body: { recognitionEnabled } }));
  };
  const recognize = (ids: number[]) => c.client.POST('/api/recognize/', { body: { ids } });
  const consent = async () => unwrap(c.client.GET('/api/recognition/consent'));
  const answer = (isAllowed: boolean) => c.client.POST('/api/recognition/consent', { body: { isAllowed } });
  const processing = async (imageId: number) =>
    (await unwrap(c.client.POST('/api/recognition/multi-status', { body: { imageIds: [imageId] } }))).images;
  const newImage = async () => {
    await setEnabled(true);
    await c.signInAs('editor');
    const folder = await c.newFolder();
    return { folderId: folder.id, imageId: await c.uploadPng(folder.id) };
  };

  it('asks consent, then queues one image and is polled until nothing is processing', async () => {
    const { folderId, imageId } = await newImage();
    const config = await unwrap(c.client.GET('/api/config/advanced'));
    expect(config.unavailableFeatures ?? []).not.toContain('recognition');
    expect(await consent()).toBe(false);
    expect(await unwrap(recognize([imageId]))).toEqual({ requiresConsent: true });

    expect((await answer(true)).response.status).toBe(204);
    expect(await consent()).toBe(true);
    expect(await unwrap(recognize([imageId]))).toEqual({
      enqueued: true,
      counter: 0,
      imageId,
      labels: [],
      requiresConsent: false,
    });
    // spec 001 §9: polled until nothing is processing, at most 100 attempts (quicker here than 2 s).
    let attempts = 0;
    for (; attempts < RECOGNITION_MAX_ATTEMPTS; attempts++) {
      const [state] = await processing(imageId);
      expect(state?.imageId).toBe(imageId);
      if (state?.processing === false) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(attempts).toBeLessThan(RECOGNITION_MAX_ATTEMPTS);
    const [file] = (await c.filesIn(folderId)).filter((f) => f.id === imageId);
    expect(file).toMatchObject({ awaitingRecognition: false, failedRecognition: false });
    expect(Array.isArray(file?.recognizedLabels)).toBe(true);
  });

  it('an upload asking to recognise objects queues recognition only after the AI consent (spec 001 §4, §6)', async () => {
    await setEnabled(true);
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const png = (
      await c.upload(folder.id, pngFile(`${c.uniqueName('before')}.png`), { recognizeObjects: true })
    ).outcome;
    expect(png.status).toBe('done');
    expect(png.status === 'done' && png.files[0]?.recognizing).toBe(false);
    expect((await answer(true)).response.status).toBe(204);
    const after = (
      await c.upload(folder.id, pngFile(`${c.uniqueName('after')}.png`), { recognizeObjects: true })
    ).outcome;
    expect(after.status === 'done' && after.files[0]?.recognizing).toBe(true);
  });

  it('declining records no and turns the saved recognizeObjects setting off (spec 001 §4)', async () => {
    const { imageId } = await newImage();
    await unwrap(c.client.POST('/api/websettings', { body: { recognizeObjects: true } }));
    expect((await answer(false)).response.status).toBe(204);
    expect(await consent()).toBe(false);
    expect((await unwrap(c.client.GET('/api/websettings'))).recognizeObjects).toBe(false);
    expect(await unwrap(recognize([imageId]))).toEqual({ requiresConsent: true });
  });

  it('takes a single image with editData while the feature is on (spec 001 §6)', async () => {
    const { folderId, imageId } = await newImage();
    const other = await c.uploadPng(folderId);
    await unwrap(answer(true));
    expectApiError(await recognize([imageId, other]), 400, en.recognition.single);

    await c.signInAs('viewer');
    await unwrap(answer(true));
    expectApiError(await recognize([imageId]), 403);

    await setEnabled(false);
    await c.signInAs('editor');
    expectApiError(await recognize([imageId]), 403, en.recognition.disabled);
    const [state] = await processing(imageId);
    expect(state).toEqual({ imageId, processing: false });
  });
});
