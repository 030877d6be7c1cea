// The version history tab (issue 18; spec 001 §2 the tab and the "delete version history"
// confirmation, §3 "Image version", §6 "Version history appears only when image versions are
// enabled", §8 the messages, §9 the comparison's zoom): every content the file had, newest first,
// with its thumbnail, who made it and when, and what changed (the audit record and the metadata
// edits made while it was current); restore, delete one, delete all (confirmed), and two versions
// compared side by side. Names and audit values are data: rendered as text, never markup.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageVersion } from '@vitrine/api-client';
import {
  Button,
  EmptyState,
  ErrorState,
  serverMessageOf,
  useClient,
  useConfirm,
  useLocaleFormat,
  useT,
  useToast,
} from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { deleteAllVersions, deleteVersion, restoreVersion, versionPictureUrl, versionsQuery } from './api';
import { auditEntries, relatedEntries } from './domain';
import { useVersionsLocale, type VersionsLocale, type VersionsLocaleOverrides } from './locale';
import { VersionCompare } from './VersionCompare';

/** Props of {@link VersionsPanel}. */
export interface VersionsPanelProps {
  /** The file whose history is shown. */
  imageId: number;
  /** Whether the user may restore and delete (editData on the file, spec 001 §6; the server checks it too). Default false. */
  canEdit?: boolean;
  /** Called after a restore or a delete changed the file: the host reads it again (the viewer's queries are refreshed already). */
  onChange?: (event: { imageId: number; kind: 'restored' | 'deleted' | 'deletedAll' }) => void;
  /** Override any of the panel's strings. */
  locale?: VersionsLocaleOverrides;
}

/** The version history of one file. */
export function VersionsPanel({ imageId, canEdit = false, onChange, locale }: VersionsPanelProps) {
  const t = useVersionsLocale(locale);
  const translate = useT();
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const format = useLocaleFormat();
  const query = useQuery(versionsQuery(client, imageId));
  const [compared, setCompared] = useState<[number, number] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const baseUrl = client.config.baseUrl;

  // A change of the content: the history, the viewer's file and every thumbnail of it are read again.
  const changed = async (kind: 'restored' | 'deleted' | 'deletedAll') => {
    setCompared(null);
    await queryClient.invalidateQueries({ queryKey: ['vitrine'] });
    onChange?.({ imageId, kind });
  };
  const restore = useMutation({
    mutationFn: (version: ImageVersion) => restoreVersion(client, imageId, version.id),
    onSuccess: async () => {
      toast.success(translate('versions.restored'));
      await changed('restored');
    },
    onError: (error) => toast.error(serverMessageOf(error) ?? translate('versions.restoreFailed')),
  });
  const remove = useMutation({
    mutationFn: (version: ImageVersion) => deleteVersion(client, version.id),
    onSuccess: async () => {
      setAnnouncement(t.deleted);
      await changed('deleted');
    },
    onError: (error) => toast.error(serverMessageOf(error) ?? translate('versions.deleteFailed')),
  });
  const removeAll = useMutation({
    mutationFn: () => deleteAllVersions(client, imageId),
    onSuccess: async () => {
      setAnnouncement(t.deletedAll);
      await changed('deletedAll');
    },
    onError: (error) => toast.error(serverMessageOf(error) ?? translate('versions.deleteAllFailed')),
  });
  const busy = restore.isPending || remove.isPending || removeAll.isPending;

  const askDelete = async (version: ImageVersion) => {
    const message = format.interpolate(t.confirmDelete, { n: version.versionNumber ?? '' });
    if (await confirm({ message, confirmLabel: t.delete, tone: 'danger' })) remove.mutate(version);
  };
  const askDeleteAll = async () => {
    if (await confirm({ message: t.confirmDeleteAll, confirmLabel: t.deleteAll, tone: 'danger' }))
      removeAll.mutate();
  };
  const startCompare = (version: ImageVersion) => {
    const versions = query.data ?? [];
    const other = version.isLastPictureVersion
      ? versions.find((v) => !v.isLastPictureVersion)
      : versions.find((v) => v.isLastPictureVersion);
    if (other) setCompared(version.isLastPictureVersion ? [other.id, version.id] : [version.id, other.id]);
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <p className="vt-viewer__versions-status" role="status">
        {t.loading}
      </p>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        size="inline"
        message={t.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const versions = query.data;
    const kept = versions.filter((v) => !v.isLastPictureVersion);
    const pair = compared
      ? (compared.map((id) => versions.find((v) => v.id === id)).filter(Boolean) as ImageVersion[])
      : [];
    body = (
      <>
        {pair.length === 2 ? (
          <VersionCompare
            versions={pair as [ImageVersion, ImageVersion]}
            pictureUrl={(version) => versionPictureUrl(baseUrl, version, 'preview')}
            t={t}
            onClose={() => setCompared(null)}
          />
        ) : null}
        <ol className="vt-viewer__versions-list" aria-label={t.list}>
          {versions.map((version) => (
            <VersionItem
              key={version.id}
              version={version}
              t={t}
              thumbnail={versionPictureUrl(baseUrl, version, 'thumb')}
              canEdit={canEdit}
              busy={busy}
              canCompare={versions.length > 1}
              onRestore={() => restore.mutate(version)}
              onDelete={() => void askDelete(version)}
              onCompare={() => startCompare(version)}
            />
          ))}
        </ol>
        {kept.length === 0 ? <EmptyState size="sm" title={t.empty} description={t.emptyHint} /> : null}
        {canEdit && kept.length > 0 ? (
          <div className="vt-viewer__versions-actions">
            <Button variant="danger" disabled={busy} onClick={() => void askDeleteAll()}>
              {t.deleteAll}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="vt-viewer__versions" aria-label={t.label}>
      {body}
      <p className="vt-viewer__versions-announcer" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function VersionItem({
  version,
  t,
  thumbnail,
  canEdit,
  canCompare,
  busy,
  onRestore,
  onDelete,
  onCompare,
}: {
  version: ImageVersion;
  t: VersionsLocale;
  thumbnail: string;
  canEdit: boolean;
  canCompare: boolean;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
  onCompare: () => void;
}) {
  const format = useLocaleFormat();
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(format.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(version.createdAt),
      ),
    [format.language, version.createdAt],
  );
  const n = version.versionNumber ?? '';
  const own = auditEntries(version.auditRecord?.data);
  const edits = relatedEntries(version.relatedAuditActivities);
  const fieldName = (name: string) => t.fields[name] ?? name;
  const line = (entry: { fieldName: string; newValue: string }) =>
    format.interpolate(t.change, {
      field: fieldName(entry.fieldName),
      value: entry.newValue || t.emptyValue,
    });

  return (
    <li className="vt-viewer__version" data-current={version.isLastPictureVersion ? '' : undefined}>
      <img
        className="vt-viewer__version-thumb"
        src={thumbnail}
        alt={format.interpolate(t.thumbnail, { n })}
        loading="lazy"
        width={96}
        height={72}
      />
      <div className="vt-viewer__version-body">
        <p className="vt-viewer__version-title">
          <span>{format.interpolate(t.version, { n })}</span>
          {version.isLastPictureVersion ? (
            <span className="vt-viewer__version-badge">{t.current}</span>
          ) : null}
          {version.wasAnnotated ? <span className="vt-viewer__version-badge">{t.annotated}</span> : null}
        </p>
        <p className="vt-viewer__version-meta">
          <span>{version.userName ?? t.unknownUser}</span>
          {' · '}
          <time dateTime={version.createdAt}>{when}</time>
        </p>
        {version.width && version.height ? (
          <p className="vt-viewer__version-meta">
            {format.interpolate(t.dimensions, { width: version.width, height: version.height })}
          </p>
        ) : null}
        {own.length > 0 ? (
          <ul className="vt-viewer__version-changes" aria-label={t.changes}>
            {own.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries of one record have no id and never move.
              <li key={index}>{line(entry)}</li>
            ))}
          </ul>
        ) : null}
        {edits.length > 0 ? (
          <ul className="vt-viewer__version-changes" aria-label={t.edits}>
            {edits.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries of one record have no id and never move.
              <li key={index}>{line(entry)}</li>
            ))}
          </ul>
        ) : null}
        <div className="vt-viewer__versions-actions">
          {canCompare && version.objectType === 'image' ? (
            <Button size="sm" aria-label={format.interpolate(t.compareLabel, { n })} onClick={onCompare}>
              {t.compare}
            </Button>
          ) : null}
          {canEdit && !version.isLastPictureVersion ? (
            <>
              <Button
                size="sm"
                aria-label={format.interpolate(t.restoreLabel, { n })}
                disabled={busy}
                onClick={onRestore}
              >
                {t.restore}
              </Button>
              <Button
                size="sm"
                aria-label={format.interpolate(t.deleteLabel, { n })}
                disabled={busy}
                onClick={onDelete}
              >
                {t.delete}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
