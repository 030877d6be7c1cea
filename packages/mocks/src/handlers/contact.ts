// contact: contact the owner of a file (spec 001 §5, §7). The server refuses what the client refuses:
// empty message or e-mail, a form filled in under 5000 ms, or the hidden second e-mail filled.
import { CONTACT_MIN_FILL_MS, en } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { badRequest, http, type MockContext, notFound, toId } from './context';

export function contactHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.put('/api/contactowner/{ownerId}', async ({ params, request, response }) => {
      const db = ctx.db();
      if (!db.user(toId(params.ownerId))) return response.untyped(notFound());
      const body = await request.json();
      if (!db.image(body.imageId)) return response.untyped(notFound());
      if (body.message.trim() === '') return response.untyped(badRequest(en.contact.messageRequired));
      if (body.addresserEmail.trim() === '') return response.untyped(badRequest(en.contact.emailRequired));
      if (body.formFillTime < CONTACT_MIN_FILL_MS || (body.secondEmail ?? '') !== '') {
        return response.untyped(badRequest(en.contact.sendFailed));
      }
      return response(204).empty();
    }),
  ];
}
