// Limit upload file types of a folder (spec 000 §2 "Modals: limit file types", §5, §6, §7): the
// folder's forbidden types, those its parent folders forbid, and every folder with limits. Entered
// types get a leading dot and duplicates are ignored (@vitrine/core normalizeFileTypes); only a super
// admin may change them (global setting fileTypesChangeAllowed); 'File type restrictions have been
// saved' (spec 000 §8).
import { useQuery } from '@tanstack/react-query';
import type { Folder } from '@vitrine/api-client';
import { interpolate, normalizeFileTypes } from '@vitrine/core';
import { IconX, useGlobalSettings, useReportError, useT, useToast } from '@vitrine/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { folderFileTypesQuery, useFolderApi } from '../api/folders';
import { treeKeys } from '../api/keys';
import { TreeDialog, TreeDialogActions } from '../base/TreeDialog';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';
import { splitFileTypes } from './model';

/** Props of {@link FileTypesDialog}. */
export interface FileTypesDialogProps {
  /** The folder whose upload file types are limited. */
  folder: Folder;
  /** Whether the dialog is shown (controlled: the host keeps the state). */
  open: boolean;
  /** Called with false when the dialog asks to close (Cancel, Escape, after saving). */
  onOpenChange: (open: boolean) => void;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
}

/**
 * Limit upload file types of one folder (spec 000 §2 "Modals: limit file types", §5): the types the
 * folder forbids, those its parent folders forbid, and every folder with limits. Entered types get
 * a leading dot and duplicates are ignored; only a super administrator may change them, others read
 * them. Saving says 'File type restrictions have been saved' (spec 000 §8).
 */
export function FileTypesDialog({ folder, open, onOpenChange, locale }: FileTypesDialogProps) {
  const L = useFolderTreeLocale(locale);
  const api = useFolderApi();
  const t = useT();
  const toast = useToast();
  const reportError = useReportError();
  const global = useGlobalSettings();
  // spec 000 §6: only the super admin may change file-type restrictions.
  const editable = global.data?.fileTypesChangeAllowed === true;
  const query = useQuery({ ...folderFileTypesQuery(api.client, folder.id), enabled: open });
  const [types, setTypes] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();

  useEffect(() => {
    if (query.data && types === null) setTypes(normalizeFileTypes(query.data.forbiddenTypesNames));
  }, [query.data, types]);
  useEffect(() => {
    if (!query.error) return;
    reportError(query.error);
    onOpenChange(false);
  }, [query.error, reportError, onOpenChange]);

  const current = types ?? [];
  const add = () => {
    // spec 000 §5: an entered type gets a leading dot; duplicates are ignored.
    setTypes(normalizeFileTypes([...current, ...splitFileTypes(text)]));
    setText('');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeFileTypes([...current, ...splitFileTypes(text)]);
    setSaving(true);
    try {
      await api.saveFileTypes(folder.id, next);
      api.patch(folder.id, { forbiddenFileTypes: next });
      await api.queryClient.invalidateQueries({ queryKey: treeKeys.folderFileTypes(folder.id) });
      toast.success(t('folders.fileTypesSaved'));
      onOpenChange(false);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  const inherited = query.data?.parentFoldersForbiddenNames ?? [];
  const withLimits = query.data?.allFoldersWithLimits ?? [];

  return (
    <TreeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={L.fileTypesTitle}
      description={interpolate(L.fileTypesIntro, { name: folder.name })}
      kind="file-types"
      actions={
        editable ? (
          <TreeDialogActions
            cancelLabel={L.cancel}
            confirmLabel={L.save}
            onCancel={() => onOpenChange(false)}
            formId={formId}
            disabled={saving || types === null}
          />
        ) : (
          <button type="button" className="vt-ui__button" onClick={() => onOpenChange(false)}>
            {L.close}
          </button>
        )
      }
    >
      {types === null || global.isPending ? (
        <p className="vt-tree__dialog-note">{L.loadingDialog}</p>
      ) : (
        <form id={formId} className="vt-tree__dialog-form" onSubmit={save}>
          {current.length === 0 ? (
            <p className="vt-tree__dialog-note">{L.fileTypesNone}</p>
          ) : (
            <ul className="vt-tree__chips" aria-label={L.fileTypesTitle}>
              {current.map((type) => (
                <li key={type} className="vt-tree__chip">
                  <span>{type}</span>
                  {editable ? (
                    <button
                      type="button"
                      className="vt-tree__chip-remove"
                      aria-label={interpolate(L.fileTypesRemove, { type })}
                      onClick={() => setTypes(current.filter((item) => item !== type))}
                    >
                      <IconX aria-hidden="true" size={12} />
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {editable ? (
            <div className="vt-tree__field">
              <label className="vt-ui__field-label" htmlFor={fieldId}>
                {L.fileTypesLabel}
              </label>
              <div className="vt-tree__field-row">
                <input
                  id={fieldId}
                  className="vt-ui__input"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={text}
                  aria-describedby={hintId}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && text.trim() !== '') {
                      event.preventDefault();
                      add();
                    }
                  }}
                />
                <button type="button" className="vt-ui__button" onClick={add} disabled={text.trim() === ''}>
                  {L.fileTypesAdd}
                </button>
              </div>
              <p id={hintId} className="vt-tree__dialog-note">
                {L.fileTypesHint}
              </p>
            </div>
          ) : (
            <p className="vt-tree__dialog-note">{L.fileTypesReadOnly}</p>
          )}
          {inherited.length > 0 ? (
            <section className="vt-tree__dialog-section" aria-label={L.fileTypesInherited}>
              <h3 className="vt-tree__dialog-heading">{L.fileTypesInherited}</h3>
              <p>{inherited.join(', ')}</p>
            </section>
          ) : null}
          {withLimits.length > 0 ? (
            <section className="vt-tree__dialog-section" aria-label={L.fileTypesFolders}>
              <h3 className="vt-tree__dialog-heading">{L.fileTypesFolders}</h3>
              <ul className="vt-tree__dialog-list">
                {withLimits.map((item) => (
                  <li key={item.id}>{item.fullPath ?? item.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </form>
      )}
    </TreeDialog>
  );
}
