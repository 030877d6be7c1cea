// The nonce of the page's Content-Security-Policy (@vitrine/server's sendAppPage puts it in
// `<meta property="csp-nonce" nonce>`), handed to the libraries that add <style> elements: Radix's
// dialogs lock the page's scroll with one (react-remove-scroll-bar through react-style-singleton,
// which reads webpack's global `__webpack_nonce__`). Without it the server's `style-src` refuses
// that element. Pure of React; a page without the meta (the demo build, Vite's dev server) is left as
// it is.

/** The meta element's `property` (the server's CSP_NONCE_META). */
export const CSP_NONCE_META = 'csp-nonce';

/** Reads the page's style nonce and hands it to the style libraries; answers it, or null without one. */
export function applyStyleNonce(
  doc: Pick<Document, 'querySelector'> = document,
  scope: { __webpack_nonce__?: string } = globalThis as { __webpack_nonce__?: string },
): string | null {
  // The nonce attribute reads "" once the browser applied the policy; the `nonce` property keeps it.
  const meta = doc.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_META}"]`);
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  if (!nonce) return null;
  scope.__webpack_nonce__ = nonce;
  return nonce;
}
