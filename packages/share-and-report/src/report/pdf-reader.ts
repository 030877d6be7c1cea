/// <reference path="./pdfmake.d.ts" />
// The preview's PDF reader: pdf.js drawing a page onto a canvas, a small copy of @vitrine/viewer's
// reader (packages/viewer/src/preview/pdf-reader.ts) with the same worker set-up: a module worker
// the bundler emits (same origin), else pdf.js on the page's thread when the worker does not start.
// Imported with import() by the preview only.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';

const WORKER_START_TIMEOUT_MS = 10_000;
let setup: Promise<void> | undefined;

function setUpWorker(): Promise<void> {
  setup ??= (async () => {
    if (GlobalWorkerOptions.workerPort) return;
    const worker = await startWorker();
    if (worker) {
      GlobalWorkerOptions.workerPort = worker;
      return;
    }
    await import('pdfjs-dist/build/pdf.worker.min.mjs');
  })();
  return setup;
}

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

/** Starts pdf.js's worker ahead of the first page (the preview's preload). */
export function warmUp(): Promise<void> {
  return setUpWorker();
}

/** Draws page 1 of the PDF `data` onto `canvas`, `width` CSS pixels wide; answers the page count. */
export async function drawFirstPage(
  data: Uint8Array,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<number> {
  await setUpWorker();
  const loading = getDocument({ data });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (width / natural.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
    return document.numPages;
  } finally {
    await loading.destroy();
  }
}
