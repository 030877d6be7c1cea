// Types of serve.mjs, for TypeScript callers (tests/e2e).

/** The reference app's root folder. */
export declare const appRoot: string;
/** The repository's root folder (where `npm start` keeps ./data). */
export declare const repoRoot: string;
/** The port `npm start` asks for first (a taken port falls back to the next free one). */
export declare const DEFAULT_PORT: number;
/** Reads the PORT environment variable (unset or empty: DEFAULT_PORT; 0: any free port). */
export declare function parsePort(value: string | undefined): number;
/** Where each kind of build goes: reference-app/dist/demo and reference-app/dist/server. */
export declare const OUT_DIRS: { readonly demo: string; readonly server: string };
/**
 * Builds the app into `outDir` (default OUT_DIRS.demo, or OUT_DIRS.server for VITE_VITRINE_DEMO=false);
 * `env` sets VITE_* build flags. Without `env` it is a demo build.
 */
export declare function buildApp(options?: { outDir?: string; env?: Record<string, string> }): Promise<void>;
/** A running preview server. */
export interface ServedApp {
  url: string;
  port: number;
  close(): Promise<void>;
}
/** Serves a build (default the demo build) on 127.0.0.1; with `strictPort` false a taken port falls back to the next free one. */
export declare function serveApp(options?: {
  port?: number;
  outDir?: string;
  strictPort?: boolean;
}): Promise<ServedApp>;
