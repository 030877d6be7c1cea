// pdfmake 0.3 ships no types for its browser build and standard fonts; the preview uses this much.
declare module 'pdfmake/build/pdfmake.min.js' {
  interface PdfmakeOutput {
    getBuffer(): Promise<Uint8Array>;
  }
  interface PdfmakeBrowser {
    addFontContainer(container: unknown): void;
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    createPdf(doc: unknown): PdfmakeOutput;
  }
  const pdfMake: PdfmakeBrowser;
  export default pdfMake;
}
declare module 'pdfmake/build/standard-fonts/Times.js' {
  const container: unknown;
  export default container;
}
declare module 'pdfmake/build/standard-fonts/Helvetica.js' {
  const container: unknown;
  export default container;
}
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
