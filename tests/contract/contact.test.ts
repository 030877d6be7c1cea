// Contact the owner (spec 001 §3 "Contact request", §5, §7 "PUT contact-owner service/{ownerId}", §8):
// the required fields with the spec's words, the spam guards with "Failed to send message!", the
// bounds openapi.yml decides (5,000 characters, one plain address), and 404 for a file or an owner
// that does not fit. The server target mails through an SMTP server of the test's own.
import type { components } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type ContactRequest = components['schemas']['ContactRequest'];

describeContract('contact the owner', (c) => {
  /** A file the editor uploaded (the editor owns it) and its owner as the details give it. */
  const ownFile = async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const imageId = await c.uploadPng(folder.id);
    const details = await c.client.GET('/api/images/{id}', {
      params: { path: { id: imageId }, query: { skipImgLogUpdate: true } },
    });
    const owner = details.data?.owner;
    if (!owner) throw new Error('the uploaded file has no owner');
    return { imageId, owner };
  };
  const send = (ownerId: number, body: ContactRequest) =>
    c.client.PUT('/api/contactowner/{ownerId}', { params: { path: { ownerId } }, body });
  const form = (imageId: number, change: Partial<ContactRequest> = {}): ContactRequest => ({
    message: 'May we use this picture in the spring catalogue?',
    addresserEmail: 'buyer@example.com',
    formFillTime: 8000,
    secondEmail: '',
    imageId,
    ...change,
  });

  it('is offered, and sends a message to the owner of a file (204, spec 001 §8 success)', async () => {
    const { imageId, owner } = await ownFile();
    const config = await c.client.GET('/api/config/advanced');
    expect(config.data?.unavailableFeatures ?? []).not.toContain('contactOwner');
    expect(owner.contactable).toBe(true);
    const result = await send(owner.id, form(imageId));
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(204);
  });

  it('refuses an empty message or e-mail with the spec words (spec 001 §5)', async () => {
    const { imageId, owner } = await ownFile();
    expectApiError(
      await send(owner.id, form(imageId, { message: '' })),
      400,
      'Message field cannot be empty',
    );
    expectApiError(
      await send(owner.id, form(imageId, { message: '   ' })),
      400,
      'Message field cannot be empty',
    );
    expectApiError(
      await send(owner.id, form(imageId, { addresserEmail: '' })),
      400,
      'Email field cannot be empty',
    );
  });

  it('refuses the spam guards with "Failed to send message!" (spec 001 §5, §8)', async () => {
    const { imageId, owner } = await ownFile();
    expectApiError(
      await send(owner.id, form(imageId, { formFillTime: 4999 })),
      400,
      'Failed to send message!',
    );
    expectApiError(
      await send(owner.id, form(imageId, { secondEmail: 'bot@example.com' })),
      400,
      'Failed to send message!',
    );
    expect((await send(owner.id, form(imageId, { formFillTime: 5000 }))).response.status).toBe(204);
  });

  it('refuses a message over 5,000 characters and an address that is not one plain address (openapi.yml)', async () => {
    const { imageId, owner } = await ownFile();
    expectApiError(await send(owner.id, form(imageId, { message: 'x'.repeat(5001) })), 400);
    for (const addresserEmail of [
      'a@example.com, b@example.com',
      'a@example.com\r\nBcc: b@example.com',
      'nobody',
    ]) {
      expectApiError(await send(owner.id, form(imageId, { addresserEmail })), 400);
    }
  });

  it('answers 404 for a file that is not there or an ownerId that is not its owner', async () => {
    const { imageId, owner } = await ownFile();
    expectApiError(await send(owner.id, form(imageId + 100_000)), 404);
    expectApiError(await send(owner.id + 100_000, form(imageId)), 404);
  });
});
