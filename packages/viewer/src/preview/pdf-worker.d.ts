// pdf.js ships no types for its worker module; the reader imports it only for its side effect
// (globalThis.pdfjsWorker), when the worker cannot start (./pdf-reader.ts).
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
