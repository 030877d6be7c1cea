// <MyShares>: the signed-in user's share links (issue 20, "My shares"; docs/decisions.md "Share
// links"): each link's title, files, views and downloads counted, expiry (changed in place, spec 000
// §5's picker) and status; copy a link, revoke one (after a confirmation). Empty and error states.
import { type SharingState, sharedPageLink } from '@vitrine/api-client';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  IconShare,
  Skeleton,
  serverMessageOf,
  useConfirm,
  useLanguage,
  useLocaleFormat,
  useT,
  useToast,
} from '@vitrine/ui';
import { useState } from 'react';
import { useChangeShareExpiry, useMyShares, useRevokeShare } from './api';
import { clampExpiry, expiryOf, shareLinkStatus } from './domain';
import { ExpiryPicker } from './ExpiryPicker';
import { type SharingLocale, type SharingLocaleOverrides, useSharingLocale } from './locale';

/** Props of {@link MyShares}. */
export interface MySharesProps {
  /** Where the shared page lives (the app's origin by default): links are `<base>/shared/<slug>`. */
  linkBase?: string;
  /** Puts a link on the clipboard; default navigator.clipboard.writeText. */
  copy?: (text: string) => Promise<void>;
  /** The clock (stories fix it); default the real one. */
  now?: () => Date;
  /** The level of the list's heading (default 2). */
  headingLevel?: 2 | 3;
  /** Draw the list's own heading and description (default true; false where the page's heading names it). */
  showHeading?: boolean;
  /** Overrides of the words. */
  locale?: SharingLocaleOverrides;
}

const realNow = () => new Date();
const clipboardCopy = async (text: string) => {
  if (!navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
};

/**
 * "My shares": the signed-in user's share links, newest first, with how many files each shares, how
 * often it was opened and downloaded, its expiry (changed in place in half hours) and whether it is
 * open, expired or revoked; copy a link, or revoke it after a confirmation. Use it inside
 * `<VitrineProvider>`, for a signed-in user.
 */
export function MyShares(props: MySharesProps) {
  const { headingLevel = 2, now = realNow, showHeading = true } = props;
  const locale = useSharingLocale(props.locale);
  const words = locale.mine;
  const shares = useMyShares();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className="vt-share__mine"
      {...(showHeading ? { 'aria-labelledby': 'vt-share-mine-title' } : { 'aria-label': words.title })}
    >
      {showHeading ? (
        <Heading id="vt-share-mine-title" className="vt-share__mine-title">
          {words.title}
        </Heading>
      ) : null}
      <p className="vt-share__mine-description">{words.description}</p>
      {shares.isPending ? (
        <div role="status" aria-label={words.loading}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="50%" />
        </div>
      ) : shares.isError ? (
        <ErrorState
          message={words.loadFailed}
          error={shares.error}
          onRetry={() => void shares.refetch()}
          retryLabel={words.retry}
          retrying={shares.isFetching}
        />
      ) : shares.data.length === 0 ? (
        <EmptyState
          icon={<IconShare size={32} />}
          headingLevel={showHeading ? (headingLevel === 2 ? 3 : 4) : headingLevel}
          title={words.empty}
          description={words.emptyHint}
        />
      ) : (
        <table className="vt-share__table">
          <thead>
            <tr>
              <th scope="col">{words.columns.title}</th>
              <th scope="col">{words.columns.files}</th>
              <th scope="col">{words.columns.views}</th>
              <th scope="col">{words.columns.downloads}</th>
              <th scope="col">{words.columns.expiry}</th>
              <th scope="col">{words.columns.status}</th>
              <th scope="col">{words.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {shares.data.map((share) => (
              <ShareRow
                key={share.id}
                share={share}
                locale={locale}
                linkBase={props.linkBase}
                copy={props.copy}
                now={now}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ShareRow({
  share,
  locale,
  linkBase,
  copy = clipboardCopy,
  now,
}: {
  share: SharingState;
  locale: SharingLocale;
  linkBase: string | undefined;
  copy: MySharesProps['copy'];
  now: () => Date;
}) {
  const words = locale.mine;
  const format = useLocaleFormat();
  const language = useLanguage();
  const t = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const revoke = useRevokeShare();
  const change = useChangeShareExpiry();
  const [editing, setEditing] = useState<{ value: Date; now: Date } | null>(null);
  const status = shareLinkStatus(share, now());
  const title = share.title || words.untitled;
  const expiry = expiryOf(share);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const link = sharedPageLink(linkBase ?? window.location.origin, share.urlSlug ?? '');
  const live = status === 'live';
  return (
    <tr className="vt-share__row" data-status={status}>
      <th scope="row">
        {/* A name, never markup. */}
        {title}
        {share.hasPassword ? (
          <>
            {' '}
            <Badge>{words.password}</Badge>
          </>
        ) : null}
      </th>
      <td data-numeric="">{format.number(share.imagesIds?.length ?? 0)}</td>
      <td data-numeric="">{format.number(share.viewCount ?? 0)}</td>
      <td data-numeric="">{format.number(share.downloadCount ?? 0)}</td>
      <td>
        {editing ? (
          <form
            className="vt-share__expiry-editor"
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(
                { id: share.id, expiry: editing.value },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast.success(words.expirySaved);
                  },
                  onError: (error) => toast.error(serverMessageOf(error) ?? locale.mine.expiryFailed),
                },
              );
            }}
          >
            <ExpiryPicker
              value={editing.value}
              onValueChange={(value) => setEditing({ value, now: now() })}
              now={editing.now}
              legend={format.interpolate(words.changeExpiryLabel, { title })}
            />
            <Button type="submit" variant="primary" size="sm" disabled={change.isPending}>
              {words.saveExpiry}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(null)}>
              {words.cancel}
            </Button>
          </form>
        ) : expiry ? (
          <time dateTime={expiry.toISOString()}>{dateTime.format(expiry)}</time>
        ) : (
          words.noExpiry
        )}
      </td>
      <td>{words.status[status]}</td>
      <td>
        <div className="vt-share__row-actions">
          {live ? (
            <Button
              size="sm"
              aria-label={format.interpolate(words.copyLabel, { title })}
              onClick={() =>
                void copy(link).then(
                  () => toast.success(t('sharing.linkCopied')),
                  () => toast.info(link),
                )
              }
            >
              {words.copy}
            </Button>
          ) : null}
          {!share.isRevoked && !editing ? (
            <Button
              size="sm"
              aria-label={format.interpolate(words.changeExpiryLabel, { title })}
              onClick={() => {
                const at = now();
                setEditing({ value: clampExpiry(expiry, at), now: at });
              }}
            >
              {words.changeExpiry}
            </Button>
          ) : null}
          {!share.isRevoked ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={format.interpolate(words.revokeLabel, { title })}
              disabled={revoke.isPending}
              onClick={() =>
                void confirm({
                  title: words.revokeTitle,
                  message: format.interpolate(words.revokeMessage, { title }),
                  confirmLabel: words.revoke,
                  tone: 'danger',
                }).then((yes) => {
                  if (!yes) return;
                  revoke.mutate(share.id, {
                    onSuccess: () => toast.success(words.revoked),
                    onError: (error) => toast.error(serverMessageOf(error) ?? words.revokeFailed),
                  });
                })
              }
            >
              {words.revoke}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
