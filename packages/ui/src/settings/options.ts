// Web settings as the provider receives them from the host (spec 000 §3, spec 001 §3). Loading them
// from local storage and the server, and saving them, belongs to the settings hooks; the provider
// only carries what the host already knows and whether settings may be saved at all.

import type { WebSettings } from '@vitrine/core';

/**
 * The per-user web settings of spec 000 §3 and spec 001 §3; the shape and its defaults live in
 * @vitrine/core (one source for the ui, the mocks and the server).
 */
export type { WebSettings };

/**
 * Where settings are kept: 'server' (browser local storage first, then the server), 'local' (the
 * browser only) or 'none' (never saved: guests and shared-link visitors, spec 000 §6, spec 001 §6).
 */
export type WebSettingsPersistence = 'server' | 'local' | 'none';

/** The provider's `webSettings` prop. */
export interface WebSettingsOptions {
  /** Values the host already knows; they win over stored ones. */
  values?: Partial<WebSettings>;
  /** Defaults to 'server'. */
  persistence?: WebSettingsPersistence;
}

/** Web settings options with their defaults filled in (STYLE habit 2). */
export interface ResolvedWebSettings {
  values: Readonly<Partial<WebSettings>>;
  persistence: WebSettingsPersistence;
}

export const defaultWebSettingsOptions = {
  values: {},
  persistence: 'server',
} as const satisfies Required<WebSettingsOptions>;

export function resolveWebSettings(options: WebSettingsOptions = {}): ResolvedWebSettings {
  return {
    values: options.values ?? defaultWebSettingsOptions.values,
    persistence: options.persistence ?? defaultWebSettingsOptions.persistence,
  };
}
