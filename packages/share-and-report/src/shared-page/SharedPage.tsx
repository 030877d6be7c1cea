// <SharedPage>: the page a shared link opens (issue 20; spec 000 §2 /shared/{slug}, §8; spec 001 §6).
// A visitor without an account gives the password when the link has one (a throttled answer says
// how long to wait), sees why a link does not open (expired, revoked: the server's words; else
// 'Something went wrong' or the server's errorMessage), and, once it opens, the link's title, its
// files (drawn by the host's `renderFiles`: the app's gallery and the viewer's shared mode) and,
// when the link allows downloads, "Download all" (the public export's zip). The logic is
// useSharedPage's (headless).
import type { SharedView } from '@vitrine/api-client';
import { Button, EmptyState, ErrorState, IconBan, TextField, useLocaleFormat, useT } from '@vitrine/ui';
import { type ReactNode, useId, useState } from 'react';
import { type SharingLocaleOverrides, useSharingLocale } from '../share/locale';
import { type UseSharedPageOptions, useSharedPage } from './useSharedPage';

/** Props of {@link SharedPage}. */
export interface SharedPageProps extends UseSharedPageOptions {
  /** Draws the link's files once it has opened (ids and flags in `view`). */
  renderFiles(view: SharedView): ReactNode;
  /** The level of the link's title in the page's outline (default 2). */
  headingLevel?: 2 | 3;
  /** A way on when the link does not open (a link to the host's library, say). */
  closedAction?: ReactNode;
  /** Overrides of the words. */
  locale?: SharingLocaleOverrides;
}

/**
 * The page a shared link opens (/shared/{slug}): asks for the link's password when it has one, says
 * why a link does not open (expired, revoked: the server's words), and once it opens shows its title,
 * its files (drawn by `renderFiles`) and, when the link allows it, Download all (one zip). Use it
 * inside `<VitrineProvider>`; opening the link makes the browser's session the link's visitor.
 */
export function SharedPage(props: SharedPageProps) {
  const { renderFiles, headingLevel = 2, closedAction, locale: override, ...options } = props;
  const words = useSharingLocale(override).page;
  const t = useT();
  const format = useLocaleFormat();
  const page = useSharedPage(options);
  const { state } = page;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  switch (state.phase) {
    case 'opening':
      return (
        <p className="vt-shared-page__status" role="status" data-phase="opening">
          {words.loading}
        </p>
      );
    case 'password':
      return <PasswordForm page={page} state={state} />;
    case 'closed':
      // An expired, revoked or unknown link: the server's words, as text.
      return (
        <div className="vt-shared-page" data-phase="closed">
          <EmptyState
            icon={<IconBan size={32} />}
            headingLevel={headingLevel}
            title={state.message}
            action={closedAction}
          />
        </div>
      );
    case 'failed':
      return (
        <div className="vt-shared-page" data-phase="failed">
          {/* spec 000 §8: the server's errorMessage when it sent one, else 'Something went wrong'. */}
          <ErrorState message={state.message ?? t('sharing.pageLoadFailed')} onRetry={page.retry} />
        </div>
      );
    case 'open': {
      const { view } = state;
      const count = view.searchResult?.ids.length ?? 0;
      return (
        <section className="vt-shared-page" data-phase="open" aria-label={view.title || words.untitled}>
          <div className="vt-shared-page__bar">
            <Heading className="vt-shared-page__title">{view.title || words.untitled}</Heading>
            <span className="vt-shared-page__count">{format.plural(words.count, count)}</span>
            {view.allowedToDownloadImages && count > 0 ? (
              <Button
                onClick={() => void page.downloadAll()}
                disabled={page.zip === 'preparing'}
                aria-busy={page.zip === 'preparing' || undefined}
              >
                {page.zip === 'preparing' ? words.preparing : words.downloadAll}
              </Button>
            ) : null}
            <span role="alert" className="vt-shared-page__zip-error">
              {page.zip === 'failed' ? words.downloadFailed : null}
            </span>
          </div>
          {renderFiles(view)}
        </section>
      );
    }
  }
}

function PasswordForm({
  page,
  state,
}: {
  page: ReturnType<typeof useSharedPage>;
  state: Extract<ReturnType<typeof useSharedPage>['state'], { phase: 'password' }>;
}) {
  const words = useSharingLocale().page;
  const format = useLocaleFormat();
  const id = useId();
  const [password, setPassword] = useState('');
  const throttled =
    state.throttled === false
      ? ''
      : state.throttled === null
        ? words.throttledNoWait
        : format.plural(words.throttled, state.throttled);
  const error = throttled || state.message;
  return (
    <form
      className="vt-shared-page__password"
      data-phase="password"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== '') void page.submitPassword(password);
      }}
    >
      <h2 className="vt-shared-page__title" id={`${id}-title`}>
        {words.passwordTitle}
      </h2>
      <TextField
        label={words.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error || undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button
          type="submit"
          variant="primary"
          disabled={state.submitting}
          aria-busy={state.submitting || undefined}
        >
          {state.submitting ? words.opening : words.open}
        </Button>
      </div>
    </form>
  );
}
