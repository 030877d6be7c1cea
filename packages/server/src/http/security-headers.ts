// The headers every answer carries so a browser treats it safely (issue 13 row 7):
// - the app's page (text/html: index.html and its client-side routes) gets a strict Content-Security-
//   Policy: scripts, styles, fonts and calls from the server's own origin only, no inline script,
//   images from the origin and data: (the selection tick of @vitrine/views is a data: SVG in its CSS),
//   no plugins, no <base>, forms to the origin, and the configured frame ancestors. The one inline
//   style the app makes (the <style> element Radix's dialogs add to lock the page's scroll, through
//   react-style-singleton) carries a nonce made for each answer of the page (sendAppPage);
// - every other answer (JSON, files, thumbnails) gets `default-src 'none'` with the same frame
//   ancestors: nothing in it may load anything, should a browser ever open it as a document;
// - Referrer-Policy strict-origin-when-cross-origin (docs/decisions.md "Headers and stuck states");
// - X-Content-Type-Options nosniff (uploads may hold HTML or SVG: the type is never guessed);
// - X-Frame-Options for browsers without frame-ancestors, where it can say the same thing (SAMEORIGIN
//   when only the server's own pages may frame it; left out when other origins may).
// With a map key (the live map of @vitrine/views/map) the page also allows the sources Google's
// Content Security Policy guide for the Maps JavaScript API names; the API gives the style elements it
// adds the nonce of the page's first element that has one (the stylesheet link carries it).
// No dependency: @fastify/helmet is not in the workspace, and this is one onSend hook.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { safeJoin } from '../storage/paths';

/** The referrer policy of every answer (docs/decisions.md "Headers and stuck states"). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** What the policies depend on. */
export interface SecurityHeaderOptions {
  /** Origins besides the server's own whose pages may frame it (config.ts `frameAncestors`, normalised). */
  frameAncestors: readonly string[];
  /** The live map's key; when set the page allows Google Maps' hosts. */
  mapsApiKey: string | null;
}

/** Google Maps JavaScript API's hosts (its documentation's CSP for host allow-lists). */
const GOOGLE_MAPS_SOURCES = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  frame: ['*.google.com'],
  worker: ['blob:'],
} as const;

function frameAncestorsOf(options: SecurityHeaderOptions): string {
  return ["'self'", ...options.frameAncestors].join(' ');
}

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The Content-Security-Policy of the app's page (text/html answers); `nonce` (one per answer) lets
 * the page's own style elements in.
 */
export function appContentSecurityPolicy(options: SecurityHeaderOptions, nonce?: string): string {
  const maps = options.mapsApiKey ? GOOGLE_MAPS_SOURCES : undefined;
  return policy({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (the uploader's SHA-256, hash-wasm), nothing else: no
    // string is ever evaluated as script.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(maps?.script ?? [])],
    'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(maps?.style ?? [])],
    'img-src': ["'self'", 'data:', ...(maps?.img ?? [])],
    'font-src': ["'self'", ...(maps?.font ?? [])],
    'connect-src': ["'self'", ...(maps?.connect ?? [])],
    // worker-src with 'self': the PDF reader's pdf.js worker is a file of the app (issue 17).
    ...(maps ? { 'frame-src': maps.frame, 'worker-src': ["'self'", ...maps.worker] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestorsOf(options)],
  });
}

/** The Content-Security-Policy of every other answer: it loads nothing, framed only where the page may be. */
export function resourceContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return policy({ 'default-src': ["'none'"], 'frame-ancestors': [frameAncestorsOf(options)] });
}

/**
 * The Content-Security-Policy of the app's scripts. A script answer's own policy is what governs it when
 * it runs as a Web Worker (the uploader's SHA-256 worker, pdf.js's worker): its own modules, WebAssembly
 * compiled (hash-wasm), the origin's calls; nothing else.
 */
export function scriptContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'connect-src': ["'self'"],
    'frame-ancestors': [frameAncestorsOf(options)],
  });
}

/** Whether an answer's Content-Type is JavaScript (a module or a worker of the app). */
function isScript(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*(text|application)\/javascript\b/i.test(contentType);
}

/** Whether an answer's Content-Type is a page a browser renders as a document with scripts. */
function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

/** Adds the headers to every answer of `app` (call before the routes are registered). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const page = appContentSecurityPolicy(options);
  const resource = resourceContentSecurityPolicy(options);
  const script = scriptContentSecurityPolicy(options);
  const frameOptions = options.frameAncestors.length === 0 ? 'SAMEORIGIN' : undefined;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    // The app page's answer set its own, with its nonce (sendAppPage).
    if (!reply.hasHeader('Content-Security-Policy')) {
      const type = reply.getHeader('content-type');
      reply.header('Content-Security-Policy', isHtml(type) ? page : isScript(type) ? script : resource);
    }
    if (frameOptions) reply.header('X-Frame-Options', frameOptions);
    return payload;
  });
}

/** Where the app page tells its scripts the nonce of its style elements (read by reference-app's main.tsx). */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * Answers the app's index.html (read from `appDir` each time, so a rebuild is served at once) with
 * a nonce made for this answer: in the page's policy and in `<meta property="csp-nonce" nonce>`,
 * where the app reads it for the style elements its libraries add. Browsers hide a nonce attribute
 * from the page's CSS and from getAttribute, so only the page's scripts (its own, 'self') see it.
 */
export async function sendAppPage(
  reply: FastifyReply,
  appDir: string,
  options: SecurityHeaderOptions,
): Promise<FastifyReply> {
  const nonce = randomBytes(16).toString('base64');
  const html = await readFile(safeJoin(appDir, 'index.html'), 'utf8');
  const meta = `<meta property="${CSP_NONCE_META}" nonce="${nonce}" />`;
  // The page's own scripts and style sheets carry it too (they load as 'self' anyway): libraries that
  // look for the page's nonce on those elements (the Maps JavaScript API) find it there.
  const tagged = html.replace(
    /<(script|link)\b(?![^>]*\snonce=)(?=[^>]*(?:\ssrc=|rel="stylesheet"))/gi,
    (tag) => `${tag} nonce="${nonce}"`,
  );
  const page = /<head[^>]*>/i.test(tagged)
    ? tagged.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    : meta + tagged;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', appContentSecurityPolicy(options, nonce))
    .send(page);
}

/** Source maps are never served (the app's server build has none; an old build's are refused). */
export function isSourceMapPath(url: string): boolean {
  return /\.map$/i.test(url.split(/[?#]/)[0] ?? '');
}
