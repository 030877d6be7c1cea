// Pure rules of the version history tab (STYLE habit 1): reading a version's audit record, the
// comparison's zoom (spec 001 §9 "Image zoom step 0.1, max 10 in the version comparison") and
// which two versions are compared first.
import type { ImageVersion } from '@vitrine/api-client';
import { parseJsonArray } from '@vitrine/core';

type AuditActivity = NonNullable<ImageVersion['relatedAuditActivities']>[number];

/** spec 001 §9: the comparison zooms in steps of 0.1, up to 10 times. */
export const COMPARE_ZOOM_STEP = 0.1;
export const COMPARE_MAX_ZOOM = 10;
export const COMPARE_MIN_ZOOM = 1;

/** One entry of an audit record (spec 001 §3 "entries with fieldName, newValue"). */
export interface AuditEntry {
  fieldName: string;
  newValue: string;
}

/** The entries of an audit record's JSON; anything else reads as none (records are data, never trusted). */
export function auditEntries(data: string | null | undefined): AuditEntry[] {
  return parseJsonArray(data).flatMap((entry): AuditEntry[] =>
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as AuditEntry).fieldName === 'string' &&
    (typeof (entry as AuditEntry).newValue === 'string' || typeof (entry as AuditEntry).newValue === 'number')
      ? [{ fieldName: (entry as AuditEntry).fieldName, newValue: String((entry as AuditEntry).newValue) }]
      : [],
  );
}

/** Every entry of the metadata edits made while a version was current, oldest first. */
export function relatedEntries(activities: readonly AuditActivity[] | undefined): AuditEntry[] {
  return (activities ?? []).flatMap((activity) =>
    (activity.auditRecords ?? []).flatMap((record) => auditEntries(record.data)),
  );
}

/** The next zoom of the comparison: one step in or out, kept within 1 and 10 (spec 001 §9). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const next = Math.round((scale + direction * COMPARE_ZOOM_STEP) * 10) / 10;
  return Math.min(COMPARE_MAX_ZOOM, Math.max(COMPARE_MIN_ZOOM, next));
}

/** The pair compared first: the current content beside the newest kept picture (null with fewer than two). */
export function defaultComparison(versions: readonly ImageVersion[]): [ImageVersion, ImageVersion] | null {
  const current = versions.find((v) => v.isLastPictureVersion);
  const other = versions.find((v) => !v.isLastPictureVersion && v.objectType === 'image');
  return current && other ? [other, current] : null;
}
