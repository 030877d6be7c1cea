// spec 000 §8: "Most list and tree load failures are only logged, with no user message." The one
// place the logical tree and quick access log such a failure.

/** Logs a failed load of `what` (no toast, spec 000 §8). */
export function logLoadFailure(what: string, error: unknown): void {
  console.warn(`vitrine: could not load ${what}`, error);
}
