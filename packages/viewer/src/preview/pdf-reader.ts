// The PDF reader: pdf.js, loaded only when a PDF opens (PdfPreview imports this module dynamically,
// so pdf.js is its own chunk and never in the viewer's main one). Its worker is a separate file the
// bundler emits (`new Worker(new URL(…, import.meta.url))`): same origin, so a page whose
// Content-Security-Policy allows 'self' scripts runs it (pdf.js 6 compiles no code at run time).
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

let port: Worker | undefined;

function workerPort(): Worker {
  port ??= new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  return port;
}

/** An open PDF: its page count and a page drawn onto a canvas. */
export interface PdfDocument {
  pageCount: number;
  /** Draws page `n` (from 1) fitted into `width` × `height` CSS px at the device's pixel ratio. */
  render(n: number, canvas: HTMLCanvasElement, box: { width: number; height: number }): Promise<void>;
  destroy(): Promise<void>;
}

/** Opens a PDF from its bytes. */
export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  GlobalWorkerOptions.workerPort ??= workerPort();
  const loading = getDocument({ data: new Uint8Array(data) });
  const document: PDFDocumentProxy = await loading.promise;
  let task: { cancel(): void } | undefined;
  // One render per canvas at a time (pdf.js refuses another): renders run one after the other, and
  // a new one cancels the one drawing.
  let queue: Promise<unknown> = Promise.resolve();
  const draw = async (n: number, canvas: HTMLCanvasElement, box: { width: number; height: number }) => {
    const page = await document.getPage(n);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.max(0.1, Math.min(box.width / natural.width, box.height / natural.height));
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    const current = page.render({ canvas, viewport });
    task = current;
    try {
      await current.promise;
    } catch (error) {
      if ((error as { name?: string } | null)?.name !== 'RenderingCancelledException') throw error;
    } finally {
      if (task === current) task = undefined;
    }
  };
  return {
    pageCount: document.numPages,
    render(n, canvas, box) {
      task?.cancel();
      const run = queue.then(() => draw(n, canvas, box));
      queue = run.catch(() => undefined);
      return run;
    },
    destroy: () => loading.destroy(),
  };
}
