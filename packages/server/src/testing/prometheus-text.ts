// A strict reader of the Prometheus text exposition format 0.0.4 for the tests of GET /metrics: every
// line must be a HELP or TYPE comment or a sample `name{label="value",…} value`, every sample must
// follow its family's TYPE, and a family appears once. It throws on anything else, so a test that
// reads the server's answer through it also checks the format.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** TYPE of each family, by family name. */
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/;

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (text === 'NaN') return Number.NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`not a value in: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [whole, name = '', raw = ''] = match;
    if (name in labels) throw new Error(`label ${name} twice in: ${line}`);
    labels[name] = raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(whole.length);
  }
  return labels;
}

/** The family a sample belongs to: histogram samples end in _bucket, _sum or _count. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' ? base : undefined;
}

export function parseExposition(text: string): Exposition {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  const closed = new Set<string>();
  let current: string | undefined;
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.startsWith('#')) {
      const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!comment) continue;
      const [, kind, name = '', rest = ''] = comment;
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`bad metric name in: ${line}`);
      if (name !== current) {
        if (current) closed.add(current);
        if (closed.has(name)) throw new Error(`family ${name} appears twice`);
        current = name;
      }
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest))
          throw new Error(`bad type in: ${line}`);
        if (types.has(name)) throw new Error(`two TYPE lines for ${name}`);
        types.set(name, rest);
      } else {
        help.set(name, rest);
      }
      continue;
    }
    if (line.trim() === '') throw new Error('an empty line in the exposition');
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name = '', labelPart, valueText = ''] = match;
    const family = familyOf(name, types);
    if (family === undefined || family !== current) throw new Error(`sample outside its family: ${line}`);
    samples.push({ name, labels: parseLabels(labelPart ?? '', line), value: parseValue(valueText, line) });
  }
  return { types, help, samples };
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return exposition.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample named `name` with exactly these labels (0 when there is none). */
export function sampleValue(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = exposition.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
