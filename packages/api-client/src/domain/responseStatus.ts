// Reading the server's error bodies. The server answers errors as
// `{ responseStatus: { errorCode, message } }` (spec README; openapi.yml ErrorResponse), but a proxy,
// a crash page or an empty answer may stand in its place: these functions accept anything.

/** Parses a body text: the JSON value when it is JSON, the raw text otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The usable parts of a body's `responseStatus` (blank strings count as absent). */
export interface ResponseStatusParts {
  errorCode?: string;
  message?: string;
}

/** `responseStatus` of an error body, or undefined when the body does not have that shape. */
export function readResponseStatus(body: unknown): ResponseStatusParts | undefined {
  if (typeof body !== 'object' || body === null || !('responseStatus' in body)) return undefined;
  const status = body.responseStatus;
  if (typeof status !== 'object' || status === null) return undefined;
  const errorCode = 'errorCode' in status ? status.errorCode : undefined;
  const message = 'message' in status ? status.message : undefined;
  return {
    ...(typeof errorCode === 'string' && errorCode.trim() !== '' ? { errorCode } : {}),
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
  };
}
