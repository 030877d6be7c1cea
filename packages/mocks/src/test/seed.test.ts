// The seed library meets the counts the gallery needs (load more, logical views, every status).
import { computeExpiryState } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { SEED_VIDEO_STATUSES } from '../db/seed';
import { createMockDb, DEFAULT_NOW } from '../index';

const db = createMockDb();
const now = new Date(DEFAULT_NOW);
const kindOf = (mime: string) => mime.split('/')[0];

describe('seed library', () => {
  it('has at least 250 folders, at least 3 levels deep', () => {
    expect(db.folders.length).toBeGreaterThanOrEqual(250);
    const depth = Math.max(...db.folders.map((f) => db.folderChain(f.id).length));
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('has one folder with more than 100 subfolders (spec 000 §4 "Load more...")', () => {
    const big = db.folders.filter((f) => db.childFolders(f.id).length > 100);
    expect(big.map((f) => f.id)).toContain(db.catalogueFolderId);
  });

  it('has at least 500 files of every kind', () => {
    expect(db.images.length).toBeGreaterThanOrEqual(500);
    const kinds = new Set(
      db.images.map((i) => (i.mimeType === 'application/pdf' ? 'pdf' : kindOf(i.mimeType))),
    );
    expect([...kinds].sort()).toEqual(['audio', 'image', 'pdf', 'video']);
  });

  it('has every video status of spec 001 §3', () => {
    const statuses = new Set(
      db.images.filter((i) => i.mimeType.startsWith('video/')).map((i) => i.videoStatus),
    );
    for (const status of SEED_VIDEO_STATUSES) expect(statuses).toContain(status);
    expect([...statuses].some((s) => /^\d+%$/.test(s ?? ''))).toBe(true);
    const failed = db.images.filter((i) => i.videoStatus?.toLowerCase().includes('error'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((i) => i.videoTries > 0)).toBe(true);
  });

  it('describes images with metadata across several countries, states, cities and years', () => {
    const photos = db.images.filter((i) => i.mimeType.startsWith('image/'));
    expect(photos.every((i) => i.imageAttributes.title !== '')).toBe(true);
    expect(
      photos.some((i) => i.imageAttributes.author && i.imageAttributes.subject && i.keywords.length > 0),
    ).toBe(true);
    expect(
      new Set(db.images.map((i) => i.imageLocation?.country).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(
      new Set(db.images.map((i) => i.imageLocation?.stateProvince).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(new Set(db.images.map((i) => i.imageLocation?.city).filter(Boolean)).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(db.images.filter((i) => i.imageGPS).length).toBeGreaterThan(100);
    const years = new Set(photos.map((i) => i.imageIPTC.DateCreated?.slice(0, 4)).filter(Boolean));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it('has expired, expiring-soon (within 14 days) and off-brand files', () => {
    const states = db.images.map((i) => computeExpiryState(i.expirationDate, now));
    expect(states).toContain('expired');
    expect(states).toContain('expiringSoon');
    expect(states).toContain('valid');
    expect(db.images.some((i) => !i.isOnBrand)).toBe(true);
  });

  it('has versions, comments, and files awaiting or failing recognition', () => {
    expect(new Set(db.versions.map((v) => v.imageId)).size).toBeGreaterThan(10);
    expect(new Set(db.comments.map((c) => c.imageId)).size).toBeGreaterThan(10);
    expect(db.images.some((i) => i.awaitingRecognition)).toBe(true);
    expect(db.images.some((i) => i.failedRecognition)).toBe(true);
    expect(db.images.some((i) => i.recognizedLabels.length > 0)).toBe(true);
  });

  it('has sets with subsets, set groups, pins, custom fields, workflow statuses and users', () => {
    expect(db.sets.some((s) => db.subsets(s.id).length > 0)).toBe(true);
    expect(db.sets.some((s) => s.parentId !== null && db.subsets(s.id).length > 0)).toBe(true);
    expect(db.setGroups.length).toBeGreaterThanOrEqual(2);
    expect(db.setGroups.every((g) => db.sets.some((s) => s.groupId === g.id))).toBe(true);
    const pinned = db.pinnedFor(1);
    expect(pinned.folders.length + pinned.sets.length + pinned.logicalViewStrings.length).toBeGreaterThan(2);
    expect(db.customMetadataDefinitions.filter((d) => d.isRecognitionLabel)).toHaveLength(1);
    expect(db.customMetadataDefinitions.some((d) => d.label.includes('__'))).toBe(true);
    expect(db.workflowStatuses.length).toBeGreaterThanOrEqual(3);
    expect(db.users.length).toBeGreaterThanOrEqual(4);
  });

  it('is deterministic: same seed, same library; no Math.random, no Date.now', () => {
    const random = vi.spyOn(Math, 'random');
    const clock = vi.spyOn(Date, 'now');
    const a = createMockDb();
    const b = createMockDb();
    expect(random).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    random.mockRestore();
    clock.mockRestore();
    expect(JSON.stringify(a.images)).toBe(JSON.stringify(b.images));
    expect(JSON.stringify(a.folders)).toBe(JSON.stringify(b.folders));
    expect(JSON.stringify(createMockDb({ seed: 7 }).images)).not.toBe(JSON.stringify(a.images));
  });

  it('uses the fixed now unless overridden', () => {
    expect(db.nowIso()).toBe('2026-06-15T12:00:00.000Z');
    expect(createMockDb({ now: '2030-01-01T00:00:00Z' }).nowIso()).toBe('2030-01-01T00:00:00.000Z');
  });
});
