// The rendition a thumbnail asks for (spec 000 §9 sizes) and its URL (spec 000 §7 /Download.aspx).
import { describe, expect, it } from 'vitest';
import { chooseRendition, thumbnailUrl } from './rendition';

describe('chooseRendition', () => {
  const photo = { width: 6000, height: 4000 };

  it('takes tiny (384 × 288) for a cell it covers at 1×, small and medium for larger ones', () => {
    expect(chooseRendition({ width: 300, height: 200, original: photo })).toBe('tiny');
    // 3:2 in 384 × 288 is 384 × 256: a 400 × 267 cell is within 5%
    expect(chooseRendition({ width: 400, height: 267, original: photo })).toBe('tiny');
    expect(chooseRendition({ width: 480, height: 320, original: photo })).toBe('small');
    expect(chooseRendition({ width: 1200, height: 800, original: photo })).toBe('medium');
  });

  it('multiplies by the device pixel ratio', () => {
    expect(chooseRendition({ width: 300, height: 200, devicePixelRatio: 2, original: photo })).toBe('small');
    expect(chooseRendition({ width: 600, height: 400, devicePixelRatio: 2, original: photo })).toBe('medium');
  });

  it('stays at medium when no rendition covers the cell (large is for downloads)', () => {
    expect(chooseRendition({ width: 2000, height: 1333, devicePixelRatio: 2, original: photo })).toBe(
      'medium',
    );
  });

  it('never asks for more than the original: a small original is whole in tiny', () => {
    expect(chooseRendition({ width: 600, height: 400, original: { width: 300, height: 200 } })).toBe('tiny');
    expect(chooseRendition({ width: 900, height: 600, original: { width: 800, height: 533 } })).toBe('small');
  });

  it('without a known original, assumes a large one shaped like the cell', () => {
    expect(chooseRendition({ width: 260, height: 195 })).toBe('tiny');
    expect(chooseRendition({ width: 260, height: 195, devicePixelRatio: 3 })).toBe('small');
  });
});

describe('thumbnailUrl', () => {
  it('is /Download.aspx with the id and the thumb index (5 small and 3 medium of spec 001 §9; 1 tiny)', () => {
    expect(thumbnailUrl('', 42, 'tiny')).toBe('/Download.aspx?id=42&thumb=1');
    expect(thumbnailUrl('https://dam.example.com/', 42, 'small')).toBe(
      'https://dam.example.com/Download.aspx?id=42&thumb=5',
    );
  });

  it('adds the version of the renditions (ImageSummary.thumbnailVersion) as v, encoded; none when null', () => {
    expect(thumbnailUrl('', 42, 'tiny', 'Ab3_x-9')).toBe('/Download.aspx?id=42&thumb=1&v=Ab3_x-9');
    expect(thumbnailUrl('', 42, 'tiny', 'a b&c')).toBe('/Download.aspx?id=42&thumb=1&v=a%20b%26c');
    expect(thumbnailUrl('', 42, 'medium', null)).toBe('/Download.aspx?id=42&thumb=3');
  });
});
