/// <reference path="./pdf-worker.d.ts" />
// The PDF reader: pdf.js, loaded only when a PDF opens (PdfPreview imports this module dynamically,
// so pdf.js is its own chunk and never in the viewer's main one). Its worker is a separate file the
// bundler emits (`new Worker(new URL(…, import.meta.url))`): same origin, so a page whose
// Content-Security-Policy allows 'self' scripts runs it (pdf.js 6 compiles no code at run time).
// A host's bundler may not emit it: Vite's dev server serving the published package resolves the
// address next to the package's own files, where no worker is. When the worker does not start, pdf.js
// runs on the page's thread instead (its worker module imported here, which every bundler resolves):
// slower on large files, but the pages are read.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

/** How long the worker may take to say it is ready before the page's thread reads the PDF instead. */
const WORKER_START_TIMEOUT_MS = 10_000;

let setup: Promise<void> | undefined;

/** Gives pdf.js its worker once: a real one when it starts, else pdf.js's own on the page's thread. */
function setUpWorker(): Promise<void> {
  setup ??= (async () => {
    if (GlobalWorkerOptions.workerPort) return;
    const worker = await startWorker();
    if (worker) {
      GlobalWorkerOptions.workerPort = worker;
      return;
    }
    // Importing pdf.js's worker module sets globalThis.pdfjsWorker, which pdf.js then runs in the page.
    console.warn(
      "vitrine: pdf.js's worker did not start (a bundler that did not emit pdfjs-dist/build/pdf.worker.min.mjs, or a Content-Security-Policy without worker-src 'self'); PDFs are read on the page's thread",
    );
    await import('pdfjs-dist/build/pdf.worker.min.mjs');
  })();
  return setup;
}

/** Starts pdf.js's worker; null when it fails to load or says nothing (pdf.js's worker sends "ready" first). */
function startWorker(): Promise<Worker | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), {
        type: 'module',
      });
    } catch {
      resolve(null);
      return;
    }
    const finish = (started: boolean) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (!started) worker.terminate();
      resolve(started ? worker : null);
    };
    const onMessage = () => finish(true);
    const onError = () => finish(false);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    const timer = setTimeout(() => finish(false), WORKER_START_TIMEOUT_MS);
  });
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
  await setUpWorker();
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
