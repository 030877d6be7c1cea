// A small metrics registry in the Prometheus text exposition format 0.0.4 (counters, gauges read at
// scrape time, histograms): what GET /metrics answers (http/metrics.ts). prom-client is not a
// dependency of the server and none is added for three kinds of metric; this file is the whole of it.
// Format: https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format

/** The Content-Type of the text exposition format. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Label values by label name. Every sample of a metric carries the same label names. */
export type Labels = Readonly<Record<string, string>>;

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A sample value as the format writes it: +Inf, -Inf, NaN or the number. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** A label value escaped for the format: backslash, double quote and line feed. */
export function escapeLabelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

/** HELP text escaped for the format: backslash and line feed. */
function escapeHelp(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
}

function labelText(names: readonly string[], labels: Labels, extra?: [string, string]): string {
  const pairs = names.map((name) => `${name}="${escapeLabelValue(labels[name] ?? '')}"`);
  if (extra) pairs.push(`${extra[0]}="${escapeLabelValue(extra[1])}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

/** The key of a label set in a metric's map (the values in label-name order). */
function keyOf(names: readonly string[], labels: Labels): string {
  return JSON.stringify(names.map((name) => labels[name] ?? ''));
}

interface MetricDefinition {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

function checkDefinition(definition: MetricDefinition): readonly string[] {
  if (!METRIC_NAME.test(definition.name)) throw new Error(`not a metric name: ${definition.name}`);
  const labelNames = definition.labelNames ?? [];
  for (const label of labelNames) {
    if (!LABEL_NAME.test(label) || label.startsWith('__') || label === 'le') {
      throw new Error(`not a label name for ${definition.name}: ${label}`);
    }
  }
  return labelNames;
}

function checkLabels(metric: string, names: readonly string[], labels: Labels): void {
  for (const name of Object.keys(labels)) {
    if (!names.includes(name)) throw new Error(`${metric} has no label ${name}`);
  }
}

interface Metric {
  readonly name: string;
  /** The metric's lines (HELP, TYPE, samples), without a final line feed. */
  expose(): Promise<string[]>;
}

/** A value that only goes up (requests, bytes); `_total` names by convention. */
export class Counter implements Metric {
  readonly name: string;
  readonly #help: string;
  readonly #labelNames: readonly string[];
  readonly #values = new Map<string, { labels: Labels; value: number }>();

  constructor(definition: MetricDefinition) {
    this.#labelNames = checkDefinition(definition);
    this.name = definition.name;
    this.#help = definition.help;
  }

  /** Adds `amount` (0 or more) to the series of `labels`. */
  inc(labels: Labels = {}, amount = 1): void {
    if (!(amount >= 0) || !Number.isFinite(amount))
      throw new Error(`${this.name} only goes up, not by ${amount}`);
    checkLabels(this.name, this.#labelNames, labels);
    const key = keyOf(this.#labelNames, labels);
    const entry = this.#values.get(key);
    if (entry) entry.value += amount;
    else this.#values.set(key, { labels: { ...labels }, value: amount });
  }

  /** The current value of one series (0 when it has none): tests. */
  value(labels: Labels = {}): number {
    return this.#values.get(keyOf(this.#labelNames, labels))?.value ?? 0;
  }

  async expose(): Promise<string[]> {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.#help)}`, `# TYPE ${this.name} counter`];
    // A counter without labels shows 0 before its first increment (a rate over it starts at once).
    if (this.#values.size === 0 && this.#labelNames.length === 0) lines.push(`${this.name} 0`);
    for (const { labels, value } of this.#values.values()) {
      lines.push(`${this.name}${labelText(this.#labelNames, labels)} ${formatValue(value)}`);
    }
    return lines;
  }
}

/** A value read when scraped (a queue's length): `collect` answers every series at that moment. */
export class Gauge implements Metric {
  readonly name: string;
  readonly #help: string;
  readonly #labelNames: readonly string[];
  readonly #collect: () => Promise<readonly { labels?: Labels; value: number }[]>;

  constructor(
    definition: MetricDefinition & {
      collect: () => Promise<readonly { labels?: Labels; value: number }[]>;
    },
  ) {
    this.#labelNames = checkDefinition(definition);
    this.name = definition.name;
    this.#help = definition.help;
    this.#collect = definition.collect;
  }

  async expose(): Promise<string[]> {
    const samples = await this.#collect();
    const lines = [`# HELP ${this.name} ${escapeHelp(this.#help)}`, `# TYPE ${this.name} gauge`];
    for (const { labels = {}, value } of samples) {
      checkLabels(this.name, this.#labelNames, labels);
      lines.push(`${this.name}${labelText(this.#labelNames, labels)} ${formatValue(value)}`);
    }
    return lines;
  }
}

/** Observations counted into buckets (latencies): `_bucket{le=…}` cumulative, `_sum`, `_count`. */
export class Histogram implements Metric {
  readonly name: string;
  readonly #help: string;
  readonly #labelNames: readonly string[];
  /** Upper bounds, ascending, without +Inf (always added). */
  readonly buckets: readonly number[];
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();

  constructor(definition: MetricDefinition & { buckets: readonly number[] }) {
    this.#labelNames = checkDefinition(definition);
    this.name = definition.name;
    this.#help = definition.help;
    const buckets = definition.buckets.filter((bound) => bound !== Number.POSITIVE_INFINITY);
    if (
      buckets.length === 0 ||
      buckets.some((bound, i) => !Number.isFinite(bound) || (i > 0 && bound <= (buckets[i - 1] as number)))
    ) {
      throw new Error(`${this.name}: buckets must be finite and ascending`);
    }
    this.buckets = buckets;
  }

  observe(labels: Labels, value: number): void {
    if (Number.isNaN(value)) return;
    checkLabels(this.name, this.#labelNames, labels);
    const key = keyOf(this.#labelNames, labels);
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { ...labels }, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    // Stored per bucket (not cumulative); exposed cumulative.
    const index = this.buckets.findIndex((bound) => value <= bound);
    if (index >= 0) series.counts[index] = (series.counts[index] ?? 0) + 1;
    series.sum += value;
    series.count += 1;
  }

  async expose(): Promise<string[]> {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.#help)}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i] ?? 0;
        const le: [string, string] = ['le', formatValue(bound)];
        lines.push(`${this.name}_bucket${labelText(this.#labelNames, labels, le)} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${labelText(this.#labelNames, labels, ['le', '+Inf'])} ${count}`);
      lines.push(`${this.name}_sum${labelText(this.#labelNames, labels)} ${formatValue(sum)}`);
      lines.push(`${this.name}_count${labelText(this.#labelNames, labels)} ${count}`);
    }
    return lines;
  }
}

/** The metrics of one server, exposed in registration order. */
export class MetricsRegistry {
  readonly #metrics: Metric[] = [];

  #add<M extends Metric>(metric: M): M {
    if (this.#metrics.some((known) => known.name === metric.name)) {
      throw new Error(`metric ${metric.name} is registered twice`);
    }
    this.#metrics.push(metric);
    return metric;
  }

  counter(definition: MetricDefinition): Counter {
    return this.#add(new Counter(definition));
  }

  gauge(definition: ConstructorParameters<typeof Gauge>[0]): Gauge {
    return this.#add(new Gauge(definition));
  }

  histogram(definition: ConstructorParameters<typeof Histogram>[0]): Histogram {
    return this.#add(new Histogram(definition));
  }

  /** Every metric in the text format, ending with a line feed. */
  async expose(): Promise<string> {
    const parts = await Promise.all(this.#metrics.map((metric) => metric.expose()));
    return `${parts.flat().join('\n')}\n`;
  }
}
