// The metrics registry's text exposition (Prometheus format 0.0.4), read back with a strict parser.
import { describe, expect, it } from 'vitest';
import { parseExposition, samplesOf, sampleValue } from '../testing/prometheus-text';
import { escapeLabelValue, formatValue, MetricsRegistry } from './metrics-registry';

describe('the metrics registry', () => {
  it('writes counters with HELP, TYPE and one sample per label set, adding up increments', async () => {
    const registry = new MetricsRegistry();
    const requests = registry.counter({
      name: 'demo_requests_total',
      help: 'Requests.',
      labelNames: ['method', 'route'],
    });
    requests.inc({ method: 'GET', route: '/a/:id' });
    requests.inc({ method: 'GET', route: '/a/:id' }, 2);
    requests.inc({ method: 'POST', route: '/a/:id' });
    const text = await registry.expose();
    const parsed = parseExposition(text);
    expect(parsed.types.get('demo_requests_total')).toBe('counter');
    expect(parsed.help.get('demo_requests_total')).toBe('Requests.');
    expect(sampleValue(parsed, 'demo_requests_total', { method: 'GET', route: '/a/:id' })).toBe(3);
    expect(sampleValue(parsed, 'demo_requests_total', { method: 'POST', route: '/a/:id' })).toBe(1);
    expect(samplesOf(parsed, 'demo_requests_total')).toHaveLength(2);
    expect(text).toContain('demo_requests_total{method="GET",route="/a/:id"} 3\n');
  });

  it('shows a counter without labels as 0 before its first increment', async () => {
    const registry = new MetricsRegistry();
    const bytes = registry.counter({ name: 'demo_bytes_total', help: 'Bytes.' });
    expect(sampleValue(parseExposition(await registry.expose()), 'demo_bytes_total')).toBe(0);
    expect(await registry.expose()).toContain('\ndemo_bytes_total 0\n');
    bytes.inc({}, 1024);
    expect(sampleValue(parseExposition(await registry.expose()), 'demo_bytes_total')).toBe(1024);
  });

  it('refuses a counter going down, an unknown label, a bad name and a name registered twice', () => {
    const registry = new MetricsRegistry();
    const counter = registry.counter({ name: 'demo_total', help: 'x', labelNames: ['a'] });
    expect(() => counter.inc({ a: '1' }, -1)).toThrow(/only goes up/);
    expect(() => counter.inc({ b: '1' })).toThrow(/no label b/);
    expect(() => registry.counter({ name: 'demo_total', help: 'again' })).toThrow(/twice/);
    expect(() => registry.counter({ name: 'bad-name', help: 'x' })).toThrow(/not a metric name/);
    expect(() => registry.counter({ name: 'ok', help: 'x', labelNames: ['le'] })).toThrow(/label name/);
  });

  it('escapes label values and HELP text so that a hostile value cannot add lines', async () => {
    const registry = new MetricsRegistry();
    const counter = registry.counter({ name: 'demo_total', help: 'Two\nlines \\ here', labelNames: ['v'] });
    const value = 'a"b\\c\nfake_metric 1';
    counter.inc({ v: value });
    const text = await registry.expose();
    const parsed = parseExposition(text);
    expect(parsed.samples).toHaveLength(1);
    expect(parsed.samples[0]?.labels.v).toBe(value);
    expect(parsed.help.get('demo_total')).toBe('Two\\nlines \\\\ here');
    expect(escapeLabelValue('"\\\n')).toBe('\\"\\\\\\n');
  });

  it('writes histograms with cumulative buckets ending in +Inf, a sum and a count', async () => {
    const registry = new MetricsRegistry();
    const latency = registry.histogram({
      name: 'demo_seconds',
      help: 'Latency.',
      labelNames: ['route'],
      buckets: [0.1, 0.5, 1],
    });
    for (const seconds of [0.05, 0.1, 0.3, 0.7, 3]) latency.observe({ route: '/x' }, seconds);
    latency.observe({ route: '/y' }, 0.2);
    const parsed = parseExposition(await registry.expose());
    expect(parsed.types.get('demo_seconds')).toBe('histogram');
    const buckets = samplesOf(parsed, 'demo_seconds_bucket', { route: '/x' });
    // A value equal to a bound counts in that bucket (le: less than or equal).
    expect(buckets.map((b) => [b.labels.le, b.value])).toEqual([
      ['0.1', 2],
      ['0.5', 3],
      ['1', 4],
      ['+Inf', 5],
    ]);
    expect(sampleValue(parsed, 'demo_seconds_count', { route: '/x' })).toBe(5);
    expect(sampleValue(parsed, 'demo_seconds_sum', { route: '/x' })).toBeCloseTo(4.15, 10);
    expect(samplesOf(parsed, 'demo_seconds_bucket', { route: '/y' }).map((b) => b.value)).toEqual([
      0, 1, 1, 1,
    ]);
  });

  it('refuses histogram buckets that are not ascending', () => {
    const registry = new MetricsRegistry();
    expect(() => registry.histogram({ name: 'h', help: 'x', buckets: [1, 0.5] })).toThrow(/ascending/);
    expect(() => registry.histogram({ name: 'h2', help: 'x', buckets: [] })).toThrow(/ascending/);
  });

  it('reads gauges when scraped', async () => {
    const registry = new MetricsRegistry();
    let queued = 4;
    registry.gauge({
      name: 'demo_jobs',
      help: 'Jobs.',
      labelNames: ['status'],
      collect: async () => [
        { labels: { status: 'queued' }, value: queued },
        { labels: { status: 'failed' }, value: 0 },
      ],
    });
    expect(sampleValue(parseExposition(await registry.expose()), 'demo_jobs', { status: 'queued' })).toBe(4);
    queued = 1;
    const parsed = parseExposition(await registry.expose());
    expect(parsed.types.get('demo_jobs')).toBe('gauge');
    expect(sampleValue(parsed, 'demo_jobs', { status: 'queued' })).toBe(1);
    expect(sampleValue(parsed, 'demo_jobs', { status: 'failed' })).toBe(0);
  });

  it('formats special values as the format names them', () => {
    expect(formatValue(Number.POSITIVE_INFINITY)).toBe('+Inf');
    expect(formatValue(Number.NEGATIVE_INFINITY)).toBe('-Inf');
    expect(formatValue(Number.NaN)).toBe('NaN');
    expect(formatValue(0.25)).toBe('0.25');
  });

  it('the test parser refuses what the format does not allow', () => {
    expect(() => parseExposition('x 1')).toThrow(/line feed/);
    expect(() => parseExposition('x 1\n')).toThrow(/outside its family/);
    expect(() => parseExposition('# TYPE x counter\nx{a=b} 1\n')).toThrow(/bad labels/);
    expect(() => parseExposition('# TYPE x counter\nx one\n')).toThrow(/not a value/);
    expect(() => parseExposition('# TYPE x counter\nx 1\n# TYPE y gauge\ny 1\nx 2\n')).toThrow(/outside/);
  });
});
