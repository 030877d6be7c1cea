// Web settings on the wire (spec 001 §7 "POST websettings"; openapi.yml WebSettings): the settings of
// @vitrine/core as the API carries them. One conversion for every side that speaks the API: the ui
// saving a user's settings, the mocks and the server answering the administrator's defaults.
import { resolveSlideshowInterval, type WebSettings as Settings } from '@vitrine/core';
import type { components } from '../generated/schema';

/** Web settings as openapi.yml declares them. */
export type WireWebSettings = components['schemas']['WebSettings'];

/**
 * Settings in their wire form: visibleGridColumn as a JSON string (spec 001 §7), sortOrderOption 1 or
 * 2, the slideshow interval within its bounds, whatsNewSeen null for "never seen" (openapi.yml).
 * Fields left out stay out.
 */
export function toWireWebSettings(settings: Readonly<Partial<Settings>>): WireWebSettings {
  const {
    visibleGridColumn,
    sortOrderOption,
    slideshowTimeout,
    collapsedImageDetails,
    whatsNewSeen,
    ...rest
  } = settings;
  const wire: WireWebSettings = { ...rest };
  if (visibleGridColumn !== undefined) wire.visibleGridColumn = JSON.stringify(visibleGridColumn);
  if (sortOrderOption !== undefined) wire.sortOrderOption = sortOrderOption === 2 ? 2 : 1;
  if (slideshowTimeout !== undefined) wire.slideshowTimeout = resolveSlideshowInterval(slideshowTimeout);
  if (collapsedImageDetails !== undefined) wire.collapsedImageDetails = [...collapsedImageDetails];
  if (whatsNewSeen !== undefined) wire.whatsNewSeen = whatsNewSeen === '' ? null : whatsNewSeen;
  return wire;
}
