// What the current user may see, and the search itself (spec 000 §3 search criteria, §4 search,
// §6 visibility). Shared by search, logical views, flash views and the shared-link page.
import type { components } from '@vitrine/api-client';
import {
  computeExpiryState,
  DEFAULT_PAGE_SIZE,
  dateTakenPrefix,
  type LogicalValue,
  makeSortGroupTitle,
  parseLogicalValue,
  parseSelectedSet,
} from '@vitrine/core';
import type { MockDb } from '../db/db';
import type { ImageRecord } from '../db/types';
import { hasPermission, type MockUser } from '../users';
import { booleanTextMatcher, tokenize } from './boolean-text';
import { fileKind } from './serialize';

type Criteria = components['schemas']['SearchCriteria'];

/**
 * The files a user may see at all: without the right to see expired content, expired files are left
 * out (spec 000 §6); without images.seeOffBrand, off-brand files; a shared-link visitor sees only the
 * files of the link they opened.
 */
export function visibleImages(db: MockDb, user: MockUser): ImageRecord[] {
  const now = db.now();
  let images = db.images;
  if (user.isShared) {
    // Only while the link lives (the server's rule): revoked or past its expiry, nothing.
    const share = db.shares.find((s) => s.id === db.activeShareId);
    const expired = share?.expirationDatetime && Date.parse(share.expirationDatetime) <= now.getTime();
    const allowed = new Set(share && !share.revoked && !expired ? share.imagesIds : []);
    images = images.filter((i) => allowed.has(i.id));
  }
  return images.filter(
    (image) =>
      (user.canSeeExpired || computeExpiryState(image.expirationDate, now) !== 'expired') &&
      (image.isOnBrand || hasPermission(user, 'images.seeOffBrand')),
  );
}

const keywordIds = new WeakMap<MockDb, Map<string, number>>();

/** Stable keyword ids per library (the keyword logical view and search use them, spec 000 §3). */
export function keywordId(db: MockDb, keyword: string): number {
  let map = keywordIds.get(db);
  if (!map) {
    map = new Map();
    const all = [...new Set(db.images.flatMap((i) => i.keywords))].sort((a, b) => a.localeCompare(b));
    for (const k of all) map.set(k, map.size + 1);
    keywordIds.set(db, map);
  }
  let id = map.get(keyword);
  if (id === undefined) {
    id = map.size + 1;
    map.set(keyword, id);
  }
  return id;
}

/** Whether an image is in a logical view (spec 000 §3 "Logical field mapping", read by @vitrine/core). */
function matchesLogical(db: MockDb, image: ImageRecord, value: LogicalValue): boolean {
  switch (value.field) {
    case 'dateTaken':
      return (image.imageIPTC.DateCreated ?? '').startsWith(dateTakenPrefix(value));
    case 'title':
    case 'author':
    case 'subject':
      return (image.imageAttributes[value.field] ?? '') === value.value;
    case 'keywordId':
      return image.keywords.some((k) => String(keywordId(db, k)) === value.keywordId);
    case 'imageLocation': {
      const location = image.imageLocation;
      const parts = [location?.country ?? '', location?.stateProvince ?? '', location?.city ?? ''];
      return value.parts.every((part, i) => part === parts[i]);
    }
    case 'customDataValue':
      return (image.imageCustomMetadatas[value.definitionId] ?? '') === value.value;
  }
}

function orientation(image: ImageRecord): string {
  const info = image.imageInfo;
  if (!info) return 'none';
  return info.width > info.height ? 'landscape' : info.width < info.height ? 'portrait' : 'square';
}

function matchesFilter(
  db: MockDb,
  image: ImageRecord,
  filterName: string,
  options: readonly string[],
): boolean {
  if (options.length === 0) return true;
  const lower = options.map((o) => o.toLowerCase());
  switch (filterName) {
    case 'fileFormat':
      return (
        lower.includes(fileKind(image)) || lower.some((o) => `.${o.replace(/^\./, '')}` === image.extension)
      );
    case 'orientation':
      return lower.includes(orientation(image));
    case 'expirationDate':
      return lower.includes(computeExpiryState(image.expirationDate, db.now()).toLowerCase());
    case 'brandingStatus':
      return lower.includes(image.isOnBrand ? 'onbrand' : 'offbrand');
    case 'workflowStatusesIds':
      return image.imageWorkflowStatuses.some((id) => options.includes(String(id)));
    default:
      return true;
  }
}

/** The fields a search text is looked for in: file name, title, author, subject, description, keywords. */
function textFields(image: ImageRecord): string[] {
  return [
    image.fileName,
    image.imageAttributes.title,
    image.imageAttributes.author,
    image.imageAttributes.subject,
    image.imageAttributes.description,
    ...image.keywords,
  ];
}

function textScore(image: ImageRecord, words: string[]): number {
  const fields = textFields(image).map((f) => f.toLowerCase());
  return words.reduce((score, word) => score + fields.filter((f) => f.includes(word)).length, 0);
}

/** The sort value of an image for a sort option (spec 000 §3). */
function sortValue(image: ImageRecord, sortOption: number): string | number | null {
  switch (sortOption) {
    case 1:
      return image.imageLog.addedToDBGallery;
    case 2:
      return image.imageIPTC.DateCreated;
    case 3:
      return image.imageAttributes.title || null;
    case 5:
      return image.imageLog.lastDataUpdate;
    case 6:
      return image.imageLog.lastViewed;
    case 7:
      return image.fileName.toLowerCase();
    case 8:
      return image.extension;
    case 9:
      return image.fileSize;
    case 10:
      return image.imageLog.viewCount;
    default:
      return sortOption < 0 ? (image.imageCustomMetadatas[-sortOption] ?? null) : null;
  }
}

/**
 * One collator for every comparison: `localeCompare(…, 'en', options)` builds a new one per call,
 * which made sorting the whole library the bulk of an unfiltered search (tests/bench/mocks.bench.ts).
 */
const naturalOrder = new Intl.Collator('en', { numeric: true });

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // empty values last
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return naturalOrder.compare(String(a), String(b));
}

export interface SearchOutcome {
  all: ImageRecord[];
  page: ImageRecord[];
  groups: Map<number, string>;
  nextPageExists: boolean;
}

/** Runs search criteria over what the user may see: selection, text, filters, logical view, sort, paging. */
export function runSearch(db: MockDb, user: MockUser, criteria: Criteria): SearchOutcome {
  let images = visibleImages(db, user);
  const folderId = criteria.selectedFolder ?? 0;
  if (folderId !== 0) {
    const ids = new Set(
      criteria.hideSubstructure ? [folderId] : [folderId, ...db.descendantFolderIds(folderId)],
    );
    images = images.filter((i) => ids.has(i.folderId));
  }
  const selectedSet = parseSelectedSet(criteria.selectedSet);
  if (selectedSet) {
    const { id } = selectedSet;
    const setIds =
      selectedSet.kind === 'collection'
        ? db.sets.filter((s) => s.groupId === id).map((s) => s.id)
        : criteria.hideSubstructure
          ? [id]
          : [id, ...db.descendantSetIds(id)];
    const members = new Set(setIds.flatMap((sid) => db.set(sid)?.imageIds ?? []));
    images = images.filter((i) => members.has(i.id));
  }
  const text = criteria.text ?? '';
  // Boolean mode (spec 000 §3 booleanMode) is read as the server reads it (./boolean-text.ts); its
  // words rank the matches as plain words do.
  const matcher = criteria.booleanMode ? booleanTextMatcher(text) : null;
  const words = matcher ? tokenize(text) : text.toLowerCase().split(/\s+/).filter(Boolean);
  const scores = new Map<number, number>();
  if (matcher) {
    images = images.filter((image) => matcher(textFields(image).map(tokenize)));
    for (const image of images) scores.set(image.id, textScore(image, words));
  } else if (words.length > 0) {
    for (const image of images) scores.set(image.id, textScore(image, words));
    images = images.filter((i) => (scores.get(i.id) ?? 0) > 0);
  }
  for (const filter of criteria.filters ?? []) {
    images = images.filter((i) => matchesFilter(db, i, filter.filterName, filter.options));
  }
  if (criteria.logicalView && criteria.logicalViewValue !== null && criteria.logicalViewValue !== undefined) {
    // A value @vitrine/core cannot read matches nothing (the search handlers answer it 400 first).
    const logical = parseLogicalValue(criteria.logicalView, criteria.logicalViewValue);
    images = logical ? images.filter((i) => matchesLogical(db, i, logical)) : [];
  }
  if (criteria.dateFrom || criteria.dateTo) {
    images = images.filter((i) => {
      const taken = i.imageIPTC.DateCreated?.slice(0, 10);
      if (!taken) return false;
      return (
        (!criteria.dateFrom || taken >= criteria.dateFrom) && (!criteria.dateTo || taken <= criteria.dateTo)
      );
    });
  }
  const sortOption = criteria.sortOption ?? 4;
  const descending = criteria.sortOrderOption === 2;
  // As the server: words of 2 or 3 characters only rank every match alike, newest first (docs/decisions.md).
  const rankless = words.length > 0 && words.every((word) => [...word].length >= 2 && [...word].length <= 3);
  const sorted = [...images].sort((a, b) => {
    if (sortOption === 4) {
      // Relevance: best text match first, then the newest.
      const byScore = rankless ? 0 : (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0);
      if (byScore !== 0) return byScore;
      // Then the newest, then the highest id (as the server: spec 000 §3 sort option 4).
      return compareValues(b.imageLog.addedToDBGallery, a.imageLog.addedToDBGallery) || b.id - a.id;
    }
    const order = compareValues(sortValue(a, sortOption), sortValue(b, sortOption));
    const directed = descending && order !== 0 ? -order : order;
    return directed !== 0 ? directed : a.id - b.id;
  });
  const limited = criteria.maxResults ? sorted.slice(0, criteria.maxResults) : sorted;
  const pageSize = criteria.itemsOnPage ?? DEFAULT_PAGE_SIZE;
  const currentPage = Math.max(1, criteria.currentPage ?? 1);
  const paging = criteria.enablePaging ?? true;
  const page = paging ? limited.slice((currentPage - 1) * pageSize, currentPage * pageSize) : limited;
  const groups = new Map<number, string>();
  if (criteria.groupResults) {
    for (const image of page) {
      const value = sortValue(image, sortOption);
      const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 7) : value;
      groups.set(image.id, makeSortGroupTitle(text));
    }
  }
  return {
    all: limited,
    page,
    groups,
    nextPageExists: paging && currentPage * pageSize < limited.length,
  };
}
