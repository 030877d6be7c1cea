// Download.aspx (spec 000 §7 "GET /Download.aspx?id={id} with preview and thumb options"; spec 001 §7
// "?id=&rotate=1"; §9 sizes): the original, a preview, a thumbnail size, or the original turned
// upright. Uploads are served by their sniffed type, and anything a browser could run from the app's
// origin (HTML, SVG, PDF, XML, scripts...) goes out as an attachment, never inline; every answer
// carries X-Content-Type-Options: nosniff (server.ts) so the type is never guessed.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';

/** Types a browser shows without running anything: these may be answered inline. */
const INLINE_SAFE =
  /^(image\/(jpeg|png|gif|webp|avif|bmp)|video\/(mp4|webm|ogg|quicktime)|audio\/(mpeg|wav|ogg|mp4|webm|flac))$/;

export function isSafeInline(mimeType: string): boolean {
  return INLINE_SAFE.test(mimeType);
}

/**
 * A Content-Disposition value (RFC 6266): an ASCII fallback name without quotes, backslashes or
 * control characters, and the real name UTF-8 percent-encoded (RFC 5987), so a hostile name stays a
 * name and cannot add a header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f"\\]/g, '_')
      .replace(/[^\x20-\x7e]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The placeholders' size: the tiny box of spec 000 §9, scaled down. */
const PLACEHOLDER_BOX = { width: 96, height: 72 };
let placeholder: Promise<Buffer> | undefined;

/** A small neutral grey PNG (made once). */
export function placeholderPng(): Promise<Buffer> {
  placeholder ??= sharp({
    create: { ...PLACEHOLDER_BOX, channels: 3, background: { r: 0xdd, g: 0xdf, b: 0xe3 } },
  })
    .png()
    .toBuffer();
  return placeholder;
}

/** Why a placeholder was answered (the X-Vitrine-Placeholder header). */
export type PlaceholderReason = 'pending' | 'none' | 'failed';

let failedPlaceholder: Promise<Buffer> | undefined;

/**
 * The placeholder of a thumbnail whose job failed (issue 13 row 8): a picture frame struck through,
 * in a muted red on a pale red ground, the size of the grey one, so it never reads as "still coming".
 * No words: the views name it in the user's language ("Thumbnail failed"), the picture only shows it.
 */
export function failedPlaceholderPng(): Promise<Buffer> {
  const { width, height } = PLACEHOLDER_BOX;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 72">
  <rect width="96" height="72" fill="#f6e3e3"/>
  <g fill="none" stroke="#b4343a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    <rect x="30" y="20" width="36" height="30" rx="3"/>
    <path d="M33 46l10-11 7 7 5-5 8 9"/>
    <path d="M24 58L72 14"/>
  </g>
</svg>`;
  failedPlaceholder ??= sharp(Buffer.from(svg)).png().toBuffer();
  return failedPlaceholder;
}

/**
 * Sends bytes or a stream and resolves once the answer has gone (the route answers the reply itself:
 * the body is a file, not JSON). A client that went away ends it too.
 */
export function sendFile(
  reply: FastifyReply,
  body: Buffer | Readable | undefined,
  headers: Record<string, string | number>,
  status = 200,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      // A client that left before the end: nothing more will be sent.
      if (!reply.raw.writableEnded) reply.hijack();
      resolve();
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
    reply.code(status).headers(headers).send(body);
  });
}

/** The ETag of content named by its hash. */
export const etagOf = (hash: string) => `"${hash}"`;

/**
 * Answers 304 when the client holds this content already (If-None-Match): a URL without a version
 * stays the same when its content changes (a rotation, a new version), so clients revalidate
 * (Cache-Control no-cache) and get the new bytes only when they changed. `cacheControl` is what the
 * full answer would carry.
 */
export async function answeredNotModified(
  ifNoneMatch: string | string[] | undefined,
  reply: FastifyReply,
  etag: string,
  cacheControl = 'private, no-cache',
): Promise<boolean> {
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? ''))
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes(etag)) return false;
  await sendFile(reply, undefined, { ETag: etag, 'Cache-Control': cacheControl }, 304);
  return true;
}

export { Readable };
