// The hooks every widget reads its strings and formats through (one locale path, see parts.ts).
import type { DeepPartial, LocaleFormat } from '@vitrine/core';
import { useMemo, useRef } from 'react';
import { useVitrineContext } from '../provider/context';
import { type LocalePart, resolveLocalePart } from './parts';

/**
 * The same object as long as its JSON is the same, so a widget's inline `locale={{ ... }}` does
 * not resolve its strings again on every render.
 */
function useStableValue<T>(value: T): T {
  const ref = useRef<{ json: string; value: T } | null>(null);
  const json = value === undefined ? '' : JSON.stringify(value);
  if (ref.current === null || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}

/**
 * A part's strings under the provider: its bundled catalogue in the provider's language, the
 * provider's overrides for the part, then `override` (the widget's `locale` prop) on top.
 *
 * ```ts
 * export const useFolderTreeLocale = (override?: FolderTreeLocaleOverrides) =>
 *   useLocalePart(folderTreeLocalePart, override);
 * ```
 */
export function useLocalePart<T>(part: LocalePart<T>, override?: DeepPartial<T>): T {
  const { locale } = useVitrineContext('useLocalePart');
  const stable = useStableValue(override);
  return useMemo(
    () => resolveLocalePart(part, locale.language, locale.overrides, stable),
    [part, locale, stable],
  );
}

/** Numbers, dates, month names, file sizes and plurals in the provider's language. */
export function useLocaleFormat(): LocaleFormat {
  return useVitrineContext('useLocaleFormat').locale.format;
}

/** The language tag Intl works with under the provider ('en', 'de-AT'); set it as `lang` where needed. */
export function useLanguage(): string {
  return useVitrineContext('useLanguage').locale.format.language;
}
