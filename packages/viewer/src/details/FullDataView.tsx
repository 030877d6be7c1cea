// <FullDataView>: the viewer's full data tab (spec 001 §2 "full data details", §6 fullData.view):
// the file's picture at the size §9 gives it (400 px, or the window's width in the mobile layout;
// the rendition by core's size vocabulary), then every field of the details in sections with their
// labels, values formatted in the user's language, empty fields left out. A section folds, and the
// folded ones are remembered in the web setting `collapsedImageDetails` (spec 001 §2, a list of
// names). Every value is text in React nodes: names and metadata are data, never markup.
import { type LocaleFormat, parseDate } from '@vitrine/core';
import { useClient, useCustomMetadataDefinitions, useLocaleFormat, useWebSettings } from '@vitrine/ui';
import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import {
  type FullDataImage,
  type FullDataRow,
  type FullDataSectionId,
  type FullDataValue,
  fullDataPictureWidth,
  fullDataRendition,
  fullDataSections,
} from '../domain/fullData';
import { fileUrl, previewKindOf } from '../domain/preview';
import { useMobileLayout } from '../viewer/hooks';
import { type FullDataLocale, type FullDataLocaleOverrides, useFullDataLocale } from './locale';

/** Props of {@link FullDataView}. */
export interface FullDataViewProps {
  /** The file: its details (a search summary shows what it carries). */
  image: FullDataImage;
  /** Overrides of the view's strings. */
  locale?: FullDataLocaleOverrides | undefined;
  /** Extra class on the root. */
  className?: string | undefined;
}

function subscribeToResize(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels (0 outside a browser). */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => (typeof window === 'undefined' ? 0 : window.innerWidth),
    () => 0,
  );
}

/** The device's pixel ratio (1 outside a browser). */
function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1),
    () => 1,
  );
}

/** h:mm:ss, or m:ss under an hour. */
function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const HAS_TIME = /T\d{2}:\d{2}/;

/** A day (core's date format: the spec's yyyy-mm-dd in English) and, when the value has one, its time. */
function formatDateTime(value: string, format: LocaleFormat): string {
  const day = format.date(value);
  const date = parseDate(value);
  if (!day || !date || !HAS_TIME.test(value)) return day || value;
  const time = new Intl.DateTimeFormat(format.language, { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${day} ${time}`;
}

/** A value in the user's language, as text (a list is its items). */
export function formatFullDataValue(
  value: Exclude<FullDataValue, { kind: 'list' }>,
  format: LocaleFormat,
  locale: FullDataLocale,
): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return format.number(value.value);
    case 'bytes':
      return format.fileSize(value.value);
    case 'date':
      return format.date(value.value) || value.value;
    case 'dateTime':
      return formatDateTime(value.value, format);
    case 'dimensions':
      return format.interpolate(locale.dimensionsValue, { width: value.width, height: value.height });
    case 'duration':
      return formatDuration(value.seconds);
    case 'word':
      return locale.values[value.word];
  }
}

/** Each item with a key unique in the list: items are data and may repeat. */
function itemKeys(items: readonly string[]): [string, string][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item) ?? 0;
    seen.set(item, count + 1);
    return [`${count}:${item}`, item];
  });
}

function Value({ value, locale }: { value: FullDataValue; locale: FullDataLocale }) {
  const format = useLocaleFormat();
  if (value.kind === 'list')
    return (
      <ul className="vt-viewer__full-data-list">
        {itemKeys(value.items).map(([key, item]) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
    );
  return <>{formatFullDataValue(value, format, locale)}</>;
}

function labelOf(row: FullDataRow, locale: FullDataLocale): string {
  return 'field' in row.label ? locale.fields[row.label.field] : row.label.text;
}

/**
 * The full data view (spec 001 §2, §6, §9): the picture at 400 px (the window's width in the mobile
 * layout) and every field of the file's details, grouped in sections that fold.
 */
export function FullDataView({ image, locale: override, className }: FullDataViewProps) {
  const locale = useFullDataLocale(override);
  const format = useLocaleFormat();
  const client = useClient();
  const definitions = useCustomMetadataDefinitions();
  const { settings, update } = useWebSettings();
  const mobile = useMobileLayout();
  const windowWidth = useWindowWidth();
  const ratio = useDevicePixelRatio();
  const id = useId();

  const sections = useMemo(() => fullDataSections(image, definitions.data ?? []), [image, definitions.data]);
  const collapsed = useMemo(() => new Set(settings.collapsedImageDetails), [settings.collapsedImageDetails]);
  const toggle = useCallback(
    (section: FullDataSectionId) => {
      const next = new Set(collapsed);
      if (next.has(section)) next.delete(section);
      else next.add(section);
      update({ collapsedImageDetails: [...next] });
    },
    [collapsed, update],
  );

  const name = image.imageAttributes?.title?.trim() || image.fileName || String(image.id);
  const kind = previewKindOf(image);
  // Images, videos (their poster) and PDFs (their first page) have renditions; a failed one has none.
  const hasPicture =
    (kind === 'image' || kind === 'video' || kind === 'pdf') && image.thumbnailFailed !== true;
  const width = fullDataPictureWidth(windowWidth || 1280, mobile);
  const rendition = fullDataRendition(width, image.imageInfo, ratio);

  return (
    <article
      className={['vt-viewer__full-data', className].filter(Boolean).join(' ')}
      aria-label={format.interpolate(locale.label, { name: image.fileName ?? name })}
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      {hasPicture ? (
        <figure className="vt-viewer__full-data-figure" style={{ width: mobile ? '100%' : width }}>
          <img
            className="vt-viewer__full-data-picture"
            src={fileUrl(client.config.baseUrl, image.id, { rendition, version: image.thumbnailVersion })}
            alt={format.interpolate(locale.picture, { name })}
            data-rendition={rendition}
            data-width={width}
            decoding="async"
          />
        </figure>
      ) : null}
      <div className="vt-viewer__full-data-sections">
        {sections.length === 0 ? <p className="vt-viewer__notice">{locale.empty}</p> : null}
        {sections.map((section) => {
          const open = !collapsed.has(section.id);
          const headingId = `${id}-${section.id}`;
          const bodyId = `${id}-${section.id}-body`;
          return (
            <section
              key={section.id}
              className="vt-viewer__full-data-section"
              aria-labelledby={headingId}
              data-section={section.id}
              data-state={open ? 'open' : 'closed'}
            >
              <h3 className="vt-viewer__full-data-heading">
                <button
                  type="button"
                  id={headingId}
                  className="vt-viewer__full-data-toggle"
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => toggle(section.id)}
                >
                  <span aria-hidden="true" className="vt-viewer__full-data-chevron" />
                  {locale.sections[section.id]}
                </button>
              </h3>
              <dl id={bodyId} className="vt-viewer__full-data-rows" hidden={!open}>
                {section.rows.map((row) => (
                  <div key={row.id} className="vt-viewer__full-data-row" data-field={row.id}>
                    <dt>{labelOf(row, locale)}</dt>
                    <dd>
                      <Value value={row.value} locale={locale} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </article>
  );
}
