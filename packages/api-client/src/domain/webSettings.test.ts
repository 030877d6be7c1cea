import { DEFAULT_WEB_SETTINGS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { toWireWebSettings } from './webSettings';

describe('toWireWebSettings (spec 001 §7, openapi.yml WebSettings)', () => {
  it('sends the grid columns as a JSON string', () => {
    expect(toWireWebSettings({ visibleGridColumn: ['id', 'title'] })).toEqual({
      visibleGridColumn: '["id","title"]',
    });
  });

  it('keeps sortOrderOption to 1 or 2 and the slideshow interval within its bounds', () => {
    const wire = toWireWebSettings({ sortOrderOption: 7 as 1, slideshowTimeout: 0 });
    expect(wire.sortOrderOption).toBe(1);
    expect(wire.slideshowTimeout).toBeGreaterThan(0);
  });

  it('sends "never seen" as null and leaves out what it was not given', () => {
    expect(toWireWebSettings({ whatsNewSeen: '' })).toEqual({ whatsNewSeen: null });
    expect(toWireWebSettings({ whatsNewSeen: '1.2.0' })).toEqual({ whatsNewSeen: '1.2.0' });
    expect(toWireWebSettings({})).toEqual({});
  });

  it('gives every default setting a wire value', () => {
    const wire = toWireWebSettings(DEFAULT_WEB_SETTINGS);
    expect(Object.keys(wire).sort()).toEqual(Object.keys(DEFAULT_WEB_SETTINGS).sort());
    expect(wire.visibleGridColumn).toBe(JSON.stringify(DEFAULT_WEB_SETTINGS.visibleGridColumn));
    expect(wire.collapsedImageDetails).not.toBe(DEFAULT_WEB_SETTINGS.collapsedImageDetails);
  });
});
