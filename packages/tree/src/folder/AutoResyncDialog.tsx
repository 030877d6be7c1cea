// The automatic re-sync setting of a folder (spec 000 §2 "Modals: auto-resync", §7 PATCH
// /api/folders/autoresync/{id}): 'Automatic synchronization settings have been saved'; a failure
// shows 'Failed to save changes.' with the server's error code when there is one (spec 000 §8).
import type { Folder } from '@vitrine/api-client';
import { isApiError } from '@vitrine/api-client';
import { interpolate } from '@vitrine/core';
import { useReportError, useT, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import { useFolderApi } from '../api/folders';
import { TreeDialog, TreeDialogActions } from '../base/TreeDialog';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';

/** Props of {@link AutoResyncDialog}. */
export interface AutoResyncDialogProps {
  /** The folder whose automatic re-sync is set (its `autoResync` is the first value). */
  folder: Folder;
  /** Whether the dialog is shown (controlled: the host keeps the state). */
  open: boolean;
  /** Called with false when the dialog asks to close (Cancel, Escape, after saving). */
  onOpenChange: (open: boolean) => void;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
}

/**
 * The automatic re-sync setting of one folder (spec 000 §2 "Modals: auto-resync"): a checkbox, then
 * Save. Success says 'Automatic synchronization settings have been saved'; a failure says 'Failed to
 * save changes.' with the server's error code when there is one (spec 000 §8). The folder tree opens
 * it from a folder's menu; a host may open it from anywhere with a folder.
 */
export function AutoResyncDialog({ folder, open, onOpenChange, locale }: AutoResyncDialogProps) {
  const L = useFolderTreeLocale(locale);
  const api = useFolderApi();
  const t = useT();
  const toast = useToast();
  const reportError = useReportError();
  const [value, setValue] = useState(folder.autoResync === true);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const fieldId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await api.setAutoResync(folder.id, value);
      api.patch(folder.id, { autoResync: value });
      toast.success(t('folders.autoResyncSaved'));
      onOpenChange(false);
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : undefined;
      if (code) reportError(error, 'folders.autoResyncFailedWithCode', { vars: { code } });
      else reportError(error, 'folders.autoResyncFailed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <TreeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={L.autoResyncTitle}
      kind="auto-resync"
      actions={
        <TreeDialogActions
          cancelLabel={L.cancel}
          confirmLabel={L.save}
          onCancel={() => onOpenChange(false)}
          formId={formId}
          disabled={saving}
        />
      }
    >
      <form id={formId} className="vt-tree__dialog-form" onSubmit={save}>
        <div className="vt-tree__check">
          <input
            id={fieldId}
            type="checkbox"
            checked={value}
            onChange={(event) => setValue(event.target.checked)}
          />
          <label htmlFor={fieldId}>{interpolate(L.autoResyncLabel, { name: folder.name })}</label>
        </div>
      </form>
    </TreeDialog>
  );
}
