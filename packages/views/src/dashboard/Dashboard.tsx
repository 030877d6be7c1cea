// <Dashboard> (spec 000 §2; <DisabledDashboard>, in its own module so a host's first page can hold it
// without the dashboard, is in ./DisabledDashboard). Where each shows is the host's routing: the
// dashboard on /dashboard, and on / and /default.aspx only when the dashboard is enabled and the
// start-loading flag is not set; otherwise the disabled-dashboard template. The spec and openapi.yml
// give the dashboard no content of its own, so it shows what the search calls can tell (decided,
// docs: views README): how many files the library holds, of each kind, and the most recently added
// files (a search sorted by Added, descending). A file opens the viewer (the host's `onOpen`), or its
// external preview URL in a new tab (spec 000 §2 "Image viewer opens from thumbnails, the dashboard
// or the map. An image with an external preview URL opens that URL in a new tab instead.").
import type { ImageSummary } from '@vitrine/api-client';
import { EmptyState, ErrorState, IconGallery, useLocaleFormat, useT } from '@vitrine/ui';
import { type CSSProperties, useId, useMemo } from 'react';
import {
  DASHBOARD_FILE_KINDS,
  DASHBOARD_RECENT_COUNT,
  recentFilesCriteria,
  useDashboardCounts,
} from '../api/dashboard';
import { useSearchSession } from '../search/useSearchSession';
import { externalPreviewUrl } from '../thumbnail/badges';
import { Thumbnail } from '../thumbnail/Thumbnail';
import { type DashboardLocaleOverrides, useDashboardLocale } from './locale';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** A recent file is opened (the viewer); an http(s) previewExternalUrl opens in a new tab instead. */
  onOpen?: ((event: { id: number; image: ImageSummary }) => void) | undefined;
  /** How many recent files are shown. Default 12 (`DASHBOARD_RECENT_COUNT`). */
  recentCount?: number | undefined;
  /** Size of a recent file's thumbnail, CSS px (square). Default 160. */
  thumbnailSize?: number | undefined;
  /** Partial override of the dashboard's words. */
  locale?: DashboardLocaleOverrides | undefined;
  /** Extra class on the root. */
  className?: string | undefined;
  /**
   * The id of the host's own heading that names the dashboard (a page's h1 'Dashboard'): given, the
   * dashboard is named by it and draws no title of its own (the same heading twice, issue 15), and
   * its sections' headings are h2.
   */
  labelledBy?: string | undefined;
}

/** The defaults of {@link DashboardProps}, declared once (STYLE habit 2). */
export const defaultDashboardProps = {
  recentCount: DASHBOARD_RECENT_COUNT,
  thumbnailSize: 160,
} as const;

/**
 * The dashboard (spec 000 §2): how many files the library holds, of each kind, and the files added
 * last as thumbnails; a file opens through `onOpen` (or its external preview URL in a new tab).
 * While it loads it says 'Loading...'; when its calls fail it shows its error state with Try again.
 * Embed it inside `<VitrineProvider>` where the host's routing shows the dashboard.
 */
export function Dashboard(props: DashboardProps) {
  const recentCount = props.recentCount ?? defaultDashboardProps.recentCount;
  const size = props.thumbnailSize ?? defaultDashboardProps.thumbnailSize;
  const locale = useDashboardLocale(props.locale);
  const format = useLocaleFormat();
  const t = useT();
  const ownHeadingId = useId();
  const headingId = props.labelledBy ?? ownHeadingId;
  // Under the host's heading the sections are one level below it; under the dashboard's own h2, h3.
  const SectionHeading = props.labelledBy ? 'h2' : 'h3';
  const libraryId = useId();
  const recentId = useId();
  const criteria = useMemo(() => recentFilesCriteria(recentCount), [recentCount]);
  const session = useSearchSession(criteria, { prefetchNextPage: false });
  const counts = useDashboardCounts();
  const { onOpen } = props;

  const open = (image: ImageSummary) => {
    const external = externalPreviewUrl(image);
    if (external) window.open(external, '_blank', 'noopener,noreferrer');
    else onOpen?.({ id: image.id, image });
  };

  const failed = Boolean(session.error) || Boolean(counts.error);
  const loading = !failed && (session.isLoading || counts.isPending);
  const total = session.totalImages ?? 0;

  return (
    <section
      className={props.className ? `vt-views__dashboard ${props.className}` : 'vt-views__dashboard'}
      aria-labelledby={headingId}
      aria-busy={loading}
      data-state={failed ? 'error' : loading ? 'loading' : total === 0 ? 'empty' : 'ready'}
    >
      {props.labelledBy ? null : (
        <h2 id={headingId} className="vt-views__dashboard-title">
          {locale.title}
        </h2>
      )}
      {failed ? (
        <ErrorState
          message={locale.loadFailed}
          error={session.error ?? counts.error}
          retryLabel={locale.retry}
          retrying={session.isFetching || counts.isFetching}
          onRetry={() => {
            void session.refetch();
            void counts.refetch();
          }}
        />
      ) : loading ? (
        <p className="vt-views__dashboard-message" role="status">
          {t('common.loading')}
        </p>
      ) : total === 0 ? (
        <EmptyState icon={<IconGallery />} title={locale.empty} description={locale.emptyHint} />
      ) : (
        <>
          <section className="vt-views__dashboard-section" aria-labelledby={libraryId}>
            <SectionHeading id={libraryId} className="vt-views__dashboard-heading">
              {locale.libraryHeading}
            </SectionHeading>
            <dl className="vt-views__dashboard-counts">
              <div className="vt-views__dashboard-count" data-kind="all">
                <dt>{locale.totalLabel}</dt>
                <dd>{format.plural(locale.total, total)}</dd>
              </div>
              {DASHBOARD_FILE_KINDS.map((kind) => (
                <div key={kind} className="vt-views__dashboard-count" data-kind={kind}>
                  <dt>{locale.kinds[kind]}</dt>
                  <dd>{counts.data?.[kind] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="vt-views__dashboard-section" aria-labelledby={recentId}>
            <SectionHeading id={recentId} className="vt-views__dashboard-heading">
              {locale.recentHeading}
            </SectionHeading>
            <ul
              className="vt-views__dashboard-recent"
              style={{ '--vt-views-dashboard-thumb': `${size}px` } as CSSProperties}
            >
              {session.images.map((image) => {
                const added = format.date(image.imageLog?.addedToDBGallery);
                return (
                  <li key={image.id} className="vt-views__dashboard-file">
                    <button type="button" className="vt-views__dashboard-open" onClick={() => open(image)}>
                      <Thumbnail image={image} width={size} height={size} showThumbs={false} />
                      <span className="vt-views__dashboard-name">{image.fileName}</span>
                      {added ? (
                        <span className="vt-views__dashboard-date">
                          {format.interpolate(locale.added, { date: added })}
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
