// The nonce of the page's Content-Security-Policy (@vitrine/server's sendAppPage puts it in
// `<meta property="csp-nonce" nonce>`), handed to the libraries that add <style> elements: Radix's
// dialogs lock the page's scroll with one (react-remove-scroll-bar through react-style-singleton,
// which reads webpack's global `__webpack_nonce__`), and every other <style> the page creates gets it
// too (`nonceNewStyleElements`). Without it the server's `style-src` refuses
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
  if (typeof (doc as Partial<Document>).createElement === 'function')
    nonceNewStyleElements(doc as Document, nonce);
  return nonce;
}

const NONCED = Symbol.for('vitrine.cspNonce.styleElements');

/**
 * Gives every `<style>` element the page creates from now on the nonce, before it is inserted: the
 * libraries that inject their stylesheet at load without a nonce option (react-zoom-pan-pinch, the
 * viewer's zoom and pan, issue 17) then pass the server's `style-src` as Radix's elements do. Once
 * per document.
 */
export function nonceNewStyleElements(doc: Document, nonce: string): void {
  const marked = doc as Document & { [NONCED]?: true };
  if (marked[NONCED]) return;
  marked[NONCED] = true;
  const create = doc.createElement.bind(doc) as (
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  doc.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  }) as Document['createElement'];
}
