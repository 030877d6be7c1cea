// The timeline's rules (spec 000 §2 "Timeline: up to 500 items, shows only images with a date taken;
// message 'N image(s) placed on the timeline.' or a message that no images have a date taken"; §9
// timeline 500, minimum height 500 px), as plain functions: which files have a date taken, and the
// axis of years and months (spec 000 §2 "Browse by Timeline: year, then month") they fall on.
import type { ImageSummary } from '@vitrine/api-client';
import { TIMELINE_MAX_ITEMS } from '@vitrine/core';
import type { FullSearchCriteria } from '../search/criteria';

/** A date taken as the camera wrote it (docs/decisions.md: the camera's clock, no time zone). */
export interface DateTaken {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  /** yyyy-mm-dd (spec 000 §9). */
  date: string;
  /** The value as sent, for sorting within a day (ISO strings sort as text). */
  raw: string;
}

/** One file on the timeline. */
export interface TimelineItem {
  id: number;
  image: ImageSummary;
  taken: DateTaken;
  /** Position among every placed file, in axis order (0-based). */
  index: number;
}

/** One month of the axis. */
export interface TimelineMonth {
  /** 'yyyy-mm'. */
  key: string;
  year: number;
  month: number;
  items: TimelineItem[];
}

/** One year of the axis. */
export interface TimelineYear {
  year: number;
  months: TimelineMonth[];
  /** Files placed in the year. */
  count: number;
}

/** The axis: years, then months, oldest first; `items` is every placed file in that order. */
export interface Timeline {
  years: TimelineYear[];
  months: TimelineMonth[];
  items: TimelineItem[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The date taken of a file (imageIPTC.DateCreated, the field the logical "Browse by Timeline" and
 * the mocks read), or null when it has none or it is not a date. The calendar day is read from the
 * text itself, so no time zone moves a photo to another day, month or year.
 */
export function dateTakenOf(image: Pick<ImageSummary, 'imageIPTC'>): DateTaken | null {
  const raw = image.imageIPTC?.DateCreated;
  if (typeof raw !== 'string') return null;
  const match = DATE.exec(raw.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day, date: `${match[1]}-${match[2]}-${match[3]}`, raw: raw.trim() };
}

/**
 * spec 000 §2 "shows only images with a date taken": a file counts when the summary's derived flag
 * `isImage` (spec 000 §3) says it is an image; a video, sound or PDF with a date taken is not placed.
 */
export function isTimelineImage(image: Pick<ImageSummary, 'isImage'>): boolean {
  return image.isImage === true;
}

/**
 * spec 000 §2, §9: of the first 500 loaded files (TIMELINE_MAX_ITEMS), the images with a date taken,
 * grouped by year then month, oldest first (files of the same moment keep their search order).
 */
export function buildTimeline(images: readonly ImageSummary[], max: number = TIMELINE_MAX_ITEMS): Timeline {
  const dated: Omit<TimelineItem, 'index'>[] = [];
  for (const image of images.slice(0, Math.max(0, max))) {
    if (!isTimelineImage(image)) continue;
    const taken = dateTakenOf(image);
    if (taken) dated.push({ id: image.id, image, taken });
  }
  // Array.prototype.sort is stable: equal dates keep the search order.
  dated.sort((a, b) => (a.taken.raw < b.taken.raw ? -1 : a.taken.raw > b.taken.raw ? 1 : 0));
  const items: TimelineItem[] = dated.map((item, index) => ({ ...item, index }));
  const years: TimelineYear[] = [];
  const months: TimelineMonth[] = [];
  for (const item of items) {
    const { year, month } = item.taken;
    let y = years[years.length - 1];
    if (!y || y.year !== year) {
      y = { year, months: [], count: 0 };
      years.push(y);
    }
    let m = y.months[y.months.length - 1];
    if (!m || m.month !== month) {
      m = { key: `${year}-${String(month).padStart(2, '0')}`, year, month, items: [] };
      y.months.push(m);
      months.push(m);
    }
    m.items.push(item);
    y.count += 1;
  }
  return { years, months, items };
}

/** The search the timeline loads: page 1 of 500 files (spec 000 §9), otherwise the same criteria. */
export function timelineSearchCriteria<C extends Partial<FullSearchCriteria>>(criteria: C): C {
  return {
    ...criteria,
    itemsOnPage: TIMELINE_MAX_ITEMS,
    currentPage: 1,
    displayedPages: 1,
    isLoadingMore: false,
  };
}

/** The key the axis moves to from `index` (months in axis order), for ←/→, Home/End. */
export function moveInList(index: number, length: number, key: string): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(length - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
