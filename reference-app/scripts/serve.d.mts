// Types of serve.mjs, for TypeScript callers (tests/e2e).

/** The reference app's root folder. */
export declare const appRoot: string;
/** The port `npm start` asks for first (a taken port falls back to the next free one). */
export declare const DEFAULT_PORT: number;
/** Reads the PORT environment variable (unset or empty: DEFAULT_PORT; 0: any free port). */
export declare function parsePort(value: string | undefined): number;
/** Builds the app into `outDir` (default reference-app/dist); `env` sets VITE_* build flags. */
export declare function buildApp(options?: { outDir?: string; env?: Record<string, string> }): Promise<void>;
/** A running preview server. */
export interface ServedApp {
  url: string;
  port: number;
  close(): Promise<void>;
}
/** Serves a build on 127.0.0.1; with `strictPort` false a taken port falls back to the next free one. */
export declare function serveApp(options?: {
  port?: number;
  outDir?: string;
  strictPort?: boolean;
}): Promise<ServedApp>;
