// What the report preview benchmark page exposes to report-preview.bench.ts.

/** window.__reportPreviewBench */
export interface ReportPreviewBench {
  /** Makes and draws the first page's preview of `template`; answers the milliseconds it took. */
  preview(template: number): Promise<number>;
}

declare global {
  interface Window {
    __reportPreviewBench: ReportPreviewBench;
  }
}
