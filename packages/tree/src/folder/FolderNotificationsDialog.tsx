// Notification subscriptions of a folder (spec 000 §2 "Modals: notifications", §3 the eight keys,
// §7 GET and PATCH /api/notifications/folder/{id}). A failure to save says 'Failed to save new
// subsctiption settings' (spec 000 §8, its spelling kept). Exported on its own so a host can open it
// from elsewhere (the top menu, a folder page) with just a folder id.
import { useQuery } from '@tanstack/react-query';
import { interpolate, NOTIFICATION_KEYS, type NotificationKey } from '@vitrine/core';
import { advancedConfigQuery, unavailableFeaturesOf, useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { folderNotificationsQuery, useFolderApi } from '../api/folders';
import { TreeDialog, TreeDialogActions } from '../base/TreeDialog';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';

/** Props of {@link FolderNotificationsDialog}. */
export interface FolderNotificationsDialogProps {
  /** The folder whose subscriptions are shown. */
  folderId: number;
  /** Its name, for the title (the title is generic without it). */
  folderName?: string;
  /** Whether the dialog is shown (controlled: the host keeps the state). */
  open: boolean;
  /** Called with false when the dialog asks to close (Cancel, Escape, after saving). */
  onOpenChange: (open: boolean) => void;
  /** Called once the subscriptions are saved. */
  onSaved?: (subscribeTo: NotificationKey[]) => void;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
}

/**
 * The notification subscriptions of one folder (spec 000 §2 "Modals: notifications"): the eight
 * events of spec 000 §3 as checkboxes, then Save; a note when the server sends no e-mail yet (the
 * choices are kept and the events delivered once it does). A failure to save says 'Failed to save new
 * subsctiption settings' (spec 000 §8, its spelling kept). Needs only a folder id, so a host can
 * open it from its own top menu or folder page.
 */
export function FolderNotificationsDialog(props: FolderNotificationsDialogProps) {
  const { folderId, folderName, open, onOpenChange, onSaved, locale } = props;
  const L = useFolderTreeLocale(locale);
  const api = useFolderApi();
  const toast = useToast();
  const reportError = useReportError();
  const query = useQuery({ ...folderNotificationsQuery(api.client, folderId), enabled: open });
  // A server without e-mail keeps the events and sends them once it has it (notificationDelivery).
  const undelivered = useQuery({
    ...advancedConfigQuery(api.client),
    select: (config) => unavailableFeaturesOf(config).includes('notificationDelivery'),
    enabled: open,
  });
  const [chosen, setChosen] = useState<ReadonlySet<NotificationKey> | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const legendId = useId();

  useEffect(() => {
    if (query.data && chosen === null) setChosen(new Set(query.data.subscribeTo));
  }, [query.data, chosen]);
  useEffect(() => {
    if (!query.error) return;
    reportError(query.error);
    onOpenChange(false);
  }, [query.error, reportError, onOpenChange]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const subscribeTo = NOTIFICATION_KEYS.filter((key) => chosen.has(key));
    setSaving(true);
    try {
      await api.saveNotifications(folderId, subscribeTo);
      api.queryClient.setQueryData(folderNotificationsQuery(api.client, folderId).queryKey, (old) =>
        old ? { ...old, subscribeTo } : old,
      );
      toast.success(L.notificationsSaved);
      onSaved?.(subscribeTo);
      onOpenChange(false);
    } catch (error) {
      reportError(error, 'edit.subscriptionSaveFailed');
    } finally {
      setSaving(false);
    }
  };

  const title = folderName
    ? interpolate(L.notificationsTitle, { name: folderName })
    : L.notificationsTitleGeneric;
  return (
    <TreeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      kind="notifications"
      actions={
        <TreeDialogActions
          cancelLabel={L.cancel}
          confirmLabel={L.save}
          onCancel={() => onOpenChange(false)}
          formId={formId}
          disabled={saving || chosen === null}
        />
      }
    >
      {chosen === null ? (
        <p className="vt-tree__dialog-note">{L.loadingDialog}</p>
      ) : (
        <form id={formId} className="vt-tree__dialog-form" onSubmit={save}>
          {query.data?.hasEmail === false ? (
            <p className="vt-tree__dialog-note">{L.notificationsNoEmail}</p>
          ) : null}
          {undelivered.data === true ? (
            <p className="vt-tree__dialog-note">{L.notificationsNotDelivered}</p>
          ) : null}
          <fieldset className="vt-tree__fieldset" aria-labelledby={legendId}>
            <legend id={legendId} className="vt-ui__field-label">
              {L.notificationsLegend}
            </legend>
            {NOTIFICATION_KEYS.map((key) => (
              <NotificationCheckbox
                key={key}
                label={L.notificationKeys[key]}
                checked={chosen.has(key)}
                onChange={(checked) => {
                  const next = new Set(chosen);
                  if (checked) next.add(key);
                  else next.delete(key);
                  setChosen(next);
                }}
              />
            ))}
          </fieldset>
        </form>
      )}
    </TreeDialog>
  );
}

function NotificationCheckbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="vt-tree__check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
