import { describe, expect, it } from 'vitest';
import { imageIdFrom, withImage } from './viewer';

describe('the viewer in the URL (spec 001 §2)', () => {
  it('reads the open file from ?image=', () => {
    expect(imageIdFrom('?image=42')).toBe(42);
    expect(imageIdFrom('?q=x&image=7')).toBe(7);
  });
  it('ignores what is not an id', () => {
    expect(imageIdFrom('')).toBeNull();
    expect(imageIdFrom('?image=abc')).toBeNull();
    expect(imageIdFrom('?image=0')).toBeNull();
    expect(imageIdFrom('?image=-3')).toBeNull();
  });
  it('writes the id beside the other parameters, and removes it', () => {
    expect(withImage('/folders/4', '?ps=1', 9)).toBe('/folders/4?ps=1&image=9');
    expect(withImage('/folders/4', '?ps=1&image=9', null)).toBe('/folders/4?ps=1');
    expect(withImage('/grid', '?image=9', null)).toBe('/grid');
  });
});
