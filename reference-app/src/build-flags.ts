// Build flags, declared once (CONTRIBUTING.md). Set at build time as VITE_* environment variables
// (vite.config.ts lists them).

/** How this build of the reference app behaves. */
export interface BuildFlags {
  /** Demo mode: MSW mocks answer every API call in the browser (default until the server lands). */
  demo: boolean;
  /** The body build variant of spec 000 §2. */
  bodyVariant: boolean;
  /** The API base URL; '' is the app's own origin. */
  apiBaseUrl: string;
}

/** Reads the flags from a Vite env object; pure, so the defaults are tested. */
export function readBuildFlags(env: Record<string, string | boolean | undefined>): BuildFlags {
  const text = (name: string): string => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    demo: text('VITE_VITRINE_DEMO').toLowerCase() !== 'false',
    bodyVariant: text('VITE_VITRINE_BODY').toLowerCase() === 'true',
    apiBaseUrl: text('VITE_VITRINE_API_URL'),
  };
}
