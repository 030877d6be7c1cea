// Where an in-app navigation goes: the target URL with the post-signup rule of spec 000 §2 applied
// (src/routes/rules.ts `nextSearch`). Pure.
import { matchRoute } from '../routes/match';
import { nextSearch, POST_SIGNUP_PARAM } from '../routes/rules';
import type { AppLocation } from './history';

/** Options of `planNavigation`. */
export interface PlanOptions {
  /** The body build variant (spec 000 §2), for the route matcher. */
  bodyVariant: boolean;
  /** Leave the post-signup parameter behind even where the rule keeps it (the panel was dismissed). */
  dropPostSignup?: boolean;
}

/**
 * The pathname + search + hash to push for a navigation from `current` to `to` (a path, possibly
 * relative, with an optional query string and hash). `ps` is carried over or dropped by the rule.
 */
export function planNavigation(current: AppLocation, to: string, options: PlanOptions): string {
  const base = `http://app.invalid${current.pathname}${current.search}`;
  const target = new URL(to, base);
  if (options.dropPostSignup) target.searchParams.delete(POST_SIGNUP_PARAM);
  const from = options.dropPostSignup ? '' : current.search;
  const search = nextSearch(from, matchRoute(target.pathname, options), target.search);
  return `${target.pathname}${search}${target.hash}`;
}
