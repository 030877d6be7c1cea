// <FlashView>: the /wall and /curve views (spec 000 §2) on their call: the first 100 of the given
// files (spec 000 §9) loaded with GET /api/flash/{view} (src/flash/api.ts), then the wall or the
// curve carousel. A failed load shows the view's error state, with the server's message when it sent
// one (spec 000 §8), and is logged; no toast says it again (as the gallery's first page in its host).
import { ErrorState, useT } from '@vitrine/ui';
import { useEffect } from 'react';
import { type FlashViewName, useFlashView } from '../api/flash';
import { FlashCarousel, type FlashCarouselProps } from './FlashCarousel';
import { FlashWall, type FlashWallProps } from './FlashWall';
import { useFlashLocale } from './locale';

/** Props of {@link FlashView}. */
export type FlashViewProps = Omit<FlashCarouselProps & FlashWallProps, 'images' | 'variant'> & {
  /** 'wall' (the flash wall) or 'curve' (the flash carousel). */
  view: FlashViewName;
  /** The files to show, in order (e.g. the search's loaded ids); the first 100 are loaded. */
  ids: readonly number[];
};

/**
 * The /wall and /curve views (spec 000 §2) with their own call: the first 100 of `ids` (spec 000
 * §9) loaded with GET /api/flash/{view}, then `<FlashWall>` or the curve `<FlashCarousel>`. While
 * they load it says 'Loading...'; a failed call shows its error state with the server's message
 * when there is one and Try again (once: no toast). Embed it inside `<VitrineProvider>`.
 */
export function FlashView({
  view,
  ids,
  locale: localeOverrides,
  index,
  defaultIndex,
  onIndexChange,
  autoRotate,
  rotationInterval,
  ...props
}: FlashViewProps) {
  // The carousel's own props go to the carousel only.
  const carousel = { index, defaultIndex, onIndexChange, autoRotate, rotationInterval };
  const { images, isLoading, isFetching, error, refetch } = useFlashView({ view, ids });
  const locale = useFlashLocale(localeOverrides);
  useEffect(() => {
    // spec 000 §8: the error state below shows the failure, with the server's message when present;
    // it is said once there (a toast repeated it), and logged.
    if (error) console.warn('@vitrine/views: the flash view could not be loaded', error);
  }, [error]);

  if (isLoading) {
    return (
      <div className="vt-views__flash" data-view={view} data-state="loading">
        <p className="vt-views__status" role="status">
          {/* the provider's 'Loading...' (core's common.loading) */}
          <LoadingText />
        </p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="vt-views__flash" data-view={view} data-state="error">
        <ErrorState
          message={locale.loadFailed}
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  return (
    <div className="vt-views__flash" data-view={view} data-state="ready">
      {view === 'wall' ? (
        <FlashWall images={images} {...props} {...(localeOverrides ? { locale: localeOverrides } : {})} />
      ) : (
        <FlashCarousel
          variant="curve"
          images={images}
          {...props}
          {...carousel}
          {...(localeOverrides ? { locale: localeOverrides } : {})}
        />
      )}
    </div>
  );
}

function LoadingText() {
  const t = useT();
  return <>{t('common.loading')}</>;
}
