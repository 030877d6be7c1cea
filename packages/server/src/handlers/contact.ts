// contact: send a message to a file's owner (spec 001 §5, §7, §8; the rules in contact/).

import { requireContactFields } from '../contact/rules';
import { ContactThrottled, contactOwner } from '../contact/service';
import type { HandlerTable } from '../http/context';

export const contactHandlers: HandlerTable = {
  contactOwner: {
    // spec 001 §5's required-field messages word for word, before the schema's minLength.
    preValidate: ({ body }) => requireContactFields(body),
    async handle({ app, principal, params, body, request, reply }) {
      try {
        await contactOwner(app, { principal, clientAddress: request.ip }, params.ownerId, body);
      } catch (error) {
        if (error instanceof ContactThrottled) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      return undefined;
    },
  },
};
