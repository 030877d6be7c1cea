// <Timeline>: the timeline view (spec 000 §2, §9): of the first 500 loaded files, those with a date
// taken, on an axis of years and months with their thumbnails; the message 'N image(s) placed on the
// timeline.' or, when none has a date taken, the spec's no-date-taken message; at least 500 px high.
// Plain HTML: an axis of month buttons (one tab stop, arrow keys) that jumps to a month, and the
// months as headed sections of file buttons (one tab stop, arrow keys, Page Up/Down by month).
import type { ImageSummary } from '@vitrine/api-client';
import { formatTimelineMessage } from '@vitrine/core';
import { EmptyState, IconCalendar } from '@vitrine/ui';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { externalPreviewUrl } from '../thumbnail/badges';
import { type ThumbnailDisplayOptions, ThumbnailView, useThumbnailSettings } from '../thumbnail/Thumbnail';
import { type TimelineLocaleOverrides, useTimelineLocale } from './locale';
import { buildTimeline, moveInList, type TimelineItem } from './model';

/** What `onOpen` receives. */
export interface TimelineOpenEvent {
  id: number;
  image: ImageSummary;
}

/** Props of {@link Timeline}. */
export interface TimelineProps extends Omit<ThumbnailDisplayOptions, 'locale'> {
  /** The loaded files; the first 500 count (spec 000 §9), those with a date taken are placed. */
  images: readonly ImageSummary[];
  /** The first page is loading. */
  isLoading?: boolean;
  /** A file is opened (Enter, Space, click); an http(s) previewExternalUrl opens in a new tab instead. */
  onOpen?: (event: TimelineOpenEvent) => void;
  /** Height of the thumbnails, px (default 120). */
  thumbnailHeight?: number;
  /** Partial override of the timeline's words (the spec's messages come from the provider's locale). */
  locale?: TimelineLocaleOverrides;
  /** Extra class on the outer element. */
  className?: string;
}

/** Defaults of {@link TimelineProps}, declared once (STYLE habit 2). */
export const defaultTimelineProps = {
  thumbnailHeight: 120,
} as const;

/** Width of a thumbnail of `height` px keeping the original's aspect (4:3 when unknown), within 2:3 … 2:1. */
function thumbnailWidth(image: ImageSummary, height: number): number {
  const w = image.imageInfo?.width ?? 0;
  const h = image.imageInfo?.height ?? 0;
  const aspect = w > 0 && h > 0 ? w / h : 4 / 3;
  return Math.round(height * Math.min(2, Math.max(2 / 3, aspect)));
}

/** The timeline view. */
export function Timeline({
  images,
  isLoading = false,
  onOpen,
  thumbnailHeight = defaultTimelineProps.thumbnailHeight,
  locale: localeOverrides,
  className,
  ...thumbnailOptions
}: TimelineProps) {
  const settings = useThumbnailSettings(thumbnailOptions);
  const locale = useTimelineLocale(localeOverrides);
  const { format } = settings;
  const timeline = useMemo(() => buildTimeline(images), [images]);
  const baseId = useId();
  const monthId = (key: string) => `${baseId}-m-${key}`;
  const root = useRef<HTMLElement>(null);
  // The roving tab stops: one month of the axis, one file of the body.
  const [activeMonth, setActiveMonth] = useState(0);
  const [activeItem, setActiveItem] = useState(0);
  const monthIndexOf = useMemo(() => {
    const map = new Map<string, number>();
    for (const [index, month] of timeline.months.entries()) map.set(month.key, index);
    return map;
  }, [timeline]);
  const currentMonth = Math.min(activeMonth, Math.max(0, timeline.months.length - 1));
  const currentItem = Math.min(activeItem, Math.max(0, timeline.items.length - 1));

  const focusItem = useCallback(
    (index: number) => {
      const item = timeline.items[index];
      if (!item) return;
      setActiveItem(index);
      setActiveMonth(monthIndexOf.get(item.taken.date.slice(0, 7)) ?? 0);
      const button = root.current?.querySelector<HTMLElement>(`[data-timeline-item="${index}"]`);
      button?.focus();
      button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [timeline, monthIndexOf],
  );

  const open = useCallback(
    (item: TimelineItem) => {
      const external = externalPreviewUrl(item.image);
      // spec 000 §2: an external preview URL opens in a new tab instead of the viewer.
      if (external) window.open(external, '_blank', 'noopener,noreferrer');
      else onOpen?.({ id: item.id, image: item.image });
    },
    [onOpen],
  );

  const onAxisKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = moveInList(currentMonth, timeline.months.length, event.key);
    if (next === null) return;
    event.preventDefault();
    setActiveMonth(next);
    root.current?.querySelector<HTMLElement>(`[data-timeline-month="${next}"]`)?.focus();
  };

  const jumpToMonth = (index: number) => {
    const month = timeline.months[index];
    const first = month?.items[0];
    if (!month || !first) return;
    setActiveMonth(index);
    document.getElementById(monthId(month.key))?.scrollIntoView?.({ block: 'start' });
    focusItem(first.index);
  };

  const onItemsKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const item = timeline.items[currentItem];
    if (!item) return;
    let next: number | null = null;
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const month = monthIndexOf.get(item.taken.date.slice(0, 7)) ?? 0;
      const target = timeline.months[month + (event.key === 'PageUp' ? -1 : 1)];
      next = target?.items[0]?.index ?? null;
    } else {
      next = moveInList(currentItem, timeline.items.length, event.key);
    }
    if (next === null) return;
    event.preventDefault();
    focusItem(next);
  };

  const classes = className ? `vt-views__timeline ${className}` : 'vt-views__timeline';
  const placed = timeline.items.length;

  if (isLoading) {
    return (
      <section ref={root} className={classes} aria-label={locale.viewLabel} data-state="loading">
        <p className="vt-views__status" role="status">
          {settings.messages.common.loading}
        </p>
      </section>
    );
  }

  return (
    <section
      ref={root}
      className={classes}
      aria-label={locale.viewLabel}
      data-state={placed > 0 ? 'placed' : 'empty'}
    >
      {/* spec 000 §2: 'N image(s) placed on the timeline.' or the no-date-taken message (an empty state). */}
      {placed > 0 ? (
        <p className="vt-views__timeline-message" role="status">
          {formatTimelineMessage(placed, settings.messages, format.number)}
        </p>
      ) : (
        <EmptyState
          className="vt-views__timeline-empty"
          icon={<IconCalendar />}
          // the spec's message is the status (announced); the hint under it is not
          title={<span role="status">{formatTimelineMessage(placed, settings.messages, format.number)}</span>}
          description={locale.noDateTakenHint}
        />
      )}
      {placed > 0 ? (
        <div className="vt-views__timeline-layout">
          <nav className="vt-views__timeline-axis" aria-label={locale.axisLabel}>
            <ol className="vt-views__timeline-years" onKeyDown={onAxisKeyDown}>
              {timeline.years.map((year) => (
                <li key={year.year} className="vt-views__timeline-year">
                  <span className="vt-views__timeline-year-label">{year.year}</span>
                  <ol className="vt-views__timeline-months">
                    {year.months.map((month) => {
                      const index = monthIndexOf.get(month.key) ?? 0;
                      const name = format.month(month.month);
                      return (
                        <li key={month.key}>
                          <button
                            type="button"
                            className="vt-views__timeline-month"
                            data-timeline-month={index}
                            tabIndex={index === currentMonth ? 0 : -1}
                            aria-current={index === currentMonth ? 'true' : undefined}
                            aria-controls={monthId(month.key)}
                            onClick={() => jumpToMonth(index)}
                          >
                            <span>
                              {format.interpolate(locale.monthHeading, { month: name, year: month.year })}
                            </span>{' '}
                            <span className="vt-views__timeline-count">
                              ({format.plural(locale.count, month.items.length)})
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ol>
                </li>
              ))}
            </ol>
          </nav>
          <div className="vt-views__timeline-body">
            {timeline.years.map((year) => (
              <section
                key={year.year}
                className="vt-views__timeline-section"
                aria-labelledby={`${baseId}-y-${year.year}`}
              >
                <h2 id={`${baseId}-y-${year.year}`} className="vt-views__timeline-year-heading">
                  {year.year}{' '}
                  <span className="vt-views__timeline-count">
                    ({format.plural(locale.count, year.count)})
                  </span>
                </h2>
                {year.months.map((month) => {
                  const name = format.month(month.month);
                  return (
                    <section
                      key={month.key}
                      id={monthId(month.key)}
                      className="vt-views__timeline-month-section"
                      aria-labelledby={`${monthId(month.key)}-h`}
                    >
                      <h3 id={`${monthId(month.key)}-h`} className="vt-views__timeline-month-heading">
                        {format.interpolate(locale.monthHeading, { month: name, year: month.year })}{' '}
                        <span className="vt-views__timeline-count">
                          ({format.plural(locale.count, month.items.length)})
                        </span>
                      </h3>
                      <ul className="vt-views__timeline-items">
                        {month.items.map((item) => {
                          const width = thumbnailWidth(item.image, thumbnailHeight);
                          return (
                            <li key={item.id} className="vt-views__timeline-item">
                              <button
                                type="button"
                                className="vt-views__timeline-file"
                                data-timeline-item={item.index}
                                data-id={item.id}
                                tabIndex={item.index === currentItem ? 0 : -1}
                                onClick={() => open(item)}
                                onKeyDown={onItemsKeyDown}
                                onFocus={() => {
                                  setActiveItem(item.index);
                                  setActiveMonth(monthIndexOf.get(month.key) ?? 0);
                                }}
                                style={{ width, height: thumbnailHeight }}
                              >
                                <ThumbnailView
                                  image={item.image}
                                  width={width}
                                  height={thumbnailHeight}
                                  settings={settings}
                                />
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    </section>
                  );
                })}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
