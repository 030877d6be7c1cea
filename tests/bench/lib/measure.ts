// Measuring and printing for the benchmarks. Figures only: nothing here compares a time with a
// limit (docs/architecture.md: benchmarks never pass or fail on wall time).

/** How long to run a case: warm-up first (JIT), then samples until the budget is spent. */
export interface TimingOptions {
  /** Milliseconds of untimed runs first; default 150. */
  warmupMs?: number;
  /** Milliseconds of timed runs; default 500. */
  budgetMs?: number;
  /** Fewest timed runs, whatever the budget; default 10. */
  minSamples?: number;
}

const DEFAULT_TIMING = {
  warmupMs: 150,
  budgetMs: 500,
  minSamples: 10,
} as const satisfies Required<TimingOptions>;

function resolveTiming(options: TimingOptions): Required<TimingOptions> {
  return { ...DEFAULT_TIMING, ...options };
}

let kept: unknown;

/** Keeps a result alive so the JIT cannot drop the work that made it. */
export function keep(value: unknown): void {
  kept = value;
}

/** The last kept value (read once at the end, so `keep` is not dead code to the JIT either). */
export function lastKept(): unknown {
  return kept;
}

/** Runs `run` (one batch) again and again; returns the milliseconds each timed batch took. */
export function sampleSync(run: () => unknown, options: TimingOptions = {}): number[] {
  const { warmupMs, budgetMs, minSamples } = resolveTiming(options);
  const warmupEnd = performance.now() + warmupMs;
  while (performance.now() < warmupEnd) keep(run());
  const samples: number[] = [];
  const end = performance.now() + budgetMs;
  while (samples.length < minSamples || performance.now() < end) {
    const start = performance.now();
    keep(run());
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The async twin of {@link sampleSync}: one awaited call per sample. */
export async function sampleAsync(
  run: () => Promise<unknown>,
  options: TimingOptions = {},
): Promise<number[]> {
  const { warmupMs, budgetMs, minSamples } = resolveTiming(options);
  const warmupEnd = performance.now() + warmupMs;
  while (performance.now() < warmupEnd) keep(await run());
  const samples: number[] = [];
  const end = performance.now() + budgetMs;
  while (samples.length < minSamples || performance.now() < end) {
    const start = performance.now();
    keep(await run());
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The value below which `share` (0..1) of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

/** Runs the garbage collector when Node was started with --expose-gc (run.mjs does); false otherwise. */
export function collectGarbage(): boolean {
  if (typeof globalThis.gc !== 'function') return false;
  globalThis.gc();
  globalThis.gc();
  return true;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567 → '1,234,567'. */
export const count = (value: number): string => grouped.format(value);

/** A number with `digits` significant digits at most, grouped: 0.01234 → '0.0123', 12345.6 → '12,346'. */
export function figure(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 10 ** digits) return grouped.format(value);
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: digits }).format(value);
}

/** A duration given in milliseconds, in the unit that reads best: '85 ns', '12.3 µs', '4.56 ms', '1.23 s'. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 0.001) return `${figure(ms * 1e6)} ns`;
  if (ms < 1) return `${figure(ms * 1e3)} µs`;
  if (ms < 1000) return `${figure(ms)} ms`;
  return `${figure(ms / 1000)} s`;
}

/** Bytes in MB (10^6 bytes, as spec 001 §9 counts its 60,000,000-byte chunk) or KB. */
export function bytes(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) < 1e6) return `${figure(value / 1e3)} KB`;
  return `${figure(value / 1e6)} MB`;
}

/** Prints a Markdown table (readable in a terminal, pasteable into README.md). */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** Prints a note under a table. */
export function note(text: string): void {
  console.log(`\n${text}`);
}
