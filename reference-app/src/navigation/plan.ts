// Where an in-app navigation goes: the target URL with the post-signup rule of spec 000 §2 applied
// (src/routes/rules.ts `nextSearch`). Pure.
import { matchRoute } from '../routes/match';
import { nextSearch } from '../routes/rules';
import type { AppLocation } from './history';

/**
 * The pathname + search + hash to push for a navigation from `current` to `to` (a path, possibly
 * relative, with an optional query string and hash). `ps` is carried over or dropped by the rule.
 */
export function planNavigation(current: AppLocation, to: string, options: { bodyVariant: boolean }): string {
  const base = `http://app.invalid${current.pathname}${current.search}`;
  const target = new URL(to, base);
  const search = nextSearch(current.search, matchRoute(target.pathname, options), target.search);
  return `${target.pathname}${search}${target.hash}`;
}
