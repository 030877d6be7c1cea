// Constants Vite writes into the bundle (vite.config.ts `define`).

/** The build's demo flag (readBuildFlags(env).demo), known while bundling. */
declare const __VITRINE_DEMO__: boolean;
