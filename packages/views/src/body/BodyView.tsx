// <BodyView>: the body view (spec 000 §2 routes "/body, /body/folders/{folderId} Body view, only in
// the body build variant"; "The body view requests ids only and hides the menu"). It runs the search
// session with idsOnly (the answer carries id, file name and extension) and shows the files as a
// list of thumbnails built from the ids (/Download.aspx?id=&thumb=, spec 000 §7), each named by its
// file name; more load by infinite scroll within 50 px of the bottom (spec 000 §4, §9) or with the
// button under the list. It has no top menu: the host shows none with it (TopMenu variant 'body').
// Its loading state (spec 000 §4 "View loading flags ... body") is `data-state` and aria-busy.
import type { ImageSummary, SearchCriteria } from '@vitrine/api-client';
import { ErrorState, useClient, useT } from '@vitrine/ui';
import { type CSSProperties, useMemo } from 'react';
import { selectionCriteria } from '../search/criteria';
import { useInfiniteScroll } from '../search/useInfiniteScroll';
import { useSearchSession } from '../search/useSearchSession';
import { chooseRendition, thumbnailUrl } from '../thumbnail/rendition';
import { NoResults } from '../top-menu/TopMenu';
import { type BodyViewLocaleOverrides, useBodyViewLocale } from './locale';

/** A file of the body view: what the ids-only answer carries. */
export interface BodyViewFile {
  id: number;
  fileName: string;
}

/** Props of {@link BodyView}. */
export interface BodyViewProps {
  /** The search criteria (spec 000 §3); idsOnly is always sent true. */
  criteria?: SearchCriteria | undefined;
  /** /body/folders/{folderId}: this folder is selected (the other selection fields cleared, spec 000 §4). */
  folderId?: number | undefined;
  /** A file is opened (the host opens the viewer). */
  onOpenFile?: ((event: BodyViewFile) => void) | undefined;
  /** The no-results view's upload shortcut (shown with upload permission on the folder). */
  onUpload?: (() => void) | undefined;
  /** Size of a thumbnail, CSS px (square). Default 160. */
  thumbnailSize?: number | undefined;
  /** Where a thumbnail is served; default `{client baseUrl}/Download.aspx?id=&thumb=&v=` (v: the summary's thumbnailVersion). */
  getThumbnailUrl?: ((id: number, size: number) => string) | undefined;
  /** Partial override of the view's words. */
  locale?: BodyViewLocaleOverrides | undefined;
  /** Extra class on the root. */
  className?: string | undefined;
}

/** The defaults of {@link BodyViewProps}, declared once (STYLE habit 2). */
export const defaultBodyViewProps = {
  thumbnailSize: 160,
} as const;

/** The criteria the body view sends: the host's, the folder of the route, and ids only. */
export function bodyViewCriteria(
  criteria: SearchCriteria | undefined,
  folderId: number | undefined,
): SearchCriteria {
  return {
    ...criteria,
    ...(folderId === undefined ? {} : selectionCriteria({ kind: 'folder', id: folderId })),
    idsOnly: true,
  };
}

/**
 * The body view (spec 000 §2 "Body view, only in the body build variant"): a folder's (or a
 * search's) files from an ids-only search, as thumbnails named by their file names, with no top
 * menu. More files load on scroll or with the button under the list; a file opens through
 * `onOpenFile`. An empty search shows the no-results view; a failed one the error state with Try
 * again. Embed it inside `<VitrineProvider>`; it fills its parent.
 */
export function BodyView(props: BodyViewProps) {
  const locale = useBodyViewLocale(props.locale);
  const t = useT();
  const client = useClient();
  const size = props.thumbnailSize ?? defaultBodyViewProps.thumbnailSize;
  const criteria = useMemo(
    () => bodyViewCriteria(props.criteria, props.folderId),
    [props.criteria, props.folderId],
  );
  const session = useSearchSession(criteria, { count: false });
  const scrollRef = useInfiniteScroll(session);
  const { onOpenFile, getThumbnailUrl } = props;
  const baseUrl = client.config.baseUrl;
  const rendition = chooseRendition({
    width: size,
    height: size,
    devicePixelRatio: typeof window === 'undefined' ? 1 : window.devicePixelRatio,
  });
  const urlOf = (image: ImageSummary) =>
    getThumbnailUrl?.(image.id, size) ?? thumbnailUrl(baseUrl, image.id, rendition, image.thumbnailVersion);

  const failed = Boolean(session.error);
  const loading = !failed && session.isLoading;
  const empty = !failed && !loading && session.images.length === 0;
  const state = failed ? 'error' : loading ? 'loading' : empty ? 'empty' : 'ready';
  const folder = props.folderId === undefined ? null : { folderId: props.folderId };

  return (
    <section
      className={props.className ? `vt-views__body ${props.className}` : 'vt-views__body'}
      aria-label={locale.label}
      aria-busy={loading || session.isLoadingMore}
      data-state={state}
    >
      {failed ? (
        <ErrorState
          message={locale.loadFailed}
          error={session.error}
          retryLabel={locale.retry}
          retrying={session.isFetching}
          onRetry={() => void session.refetch()}
        />
      ) : loading ? (
        <p className="vt-views__body-message" role="status">
          {t('common.loading')}
        </p>
      ) : empty ? (
        <NoResults
          target={folder}
          onUpload={props.onUpload}
          locale={{ noResults: locale.noResults, uploadShortcut: locale.uploadShortcut }}
        />
      ) : (
        <div
          ref={scrollRef}
          className="vt-views__body-scroller"
          style={{ '--vt-views-body-thumb': `${size}px` } as CSSProperties}
        >
          <ul className="vt-views__body-list">
            {session.images.map((image) => {
              const picture = (
                <>
                  {/* The file name is the text beside it: the picture adds nothing to say. */}
                  <img
                    className="vt-views__body-img"
                    src={urlOf(image)}
                    alt=""
                    width={size}
                    height={size}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="vt-views__body-name">{image.fileName}</span>
                </>
              );
              return (
                <li key={image.id} className="vt-views__body-file" data-id={image.id}>
                  {onOpenFile ? (
                    <button
                      type="button"
                      className="vt-views__body-open"
                      onClick={() => onOpenFile({ id: image.id, fileName: image.fileName })}
                    >
                      {picture}
                    </button>
                  ) : (
                    <div className="vt-views__body-open">{picture}</div>
                  )}
                </li>
              );
            })}
          </ul>
          {session.loadMoreError ? (
            <ErrorState
              size="inline"
              message={locale.loadMoreFailed}
              error={session.loadMoreError}
              retryLabel={locale.retry}
              onRetry={() => void session.loadMore()}
            />
          ) : session.isLoadingMore ? (
            <p className="vt-views__body-message" role="status">
              {t('common.loading')}
            </p>
          ) : session.nextPageExists ? (
            <button type="button" className="vt-views__body-button" onClick={() => void session.loadMore()}>
              {locale.loadMore}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
