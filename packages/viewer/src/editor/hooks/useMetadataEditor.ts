// The metadata editor's logic without markup (STYLE habit 4): it reads the files, their rights and
// the library's fields, holds the edits, validates them (spec 001 §5), shows the per-file preview of
// a bulk edit (row B5) and saves (spec 001 §7 "update multiple images", §8 messages).
import type { ImageDetail } from '@vitrine/api-client';
import { SAVE_WAIT_TOAST_ABOVE } from '@vitrine/core';
import { useCustomMetadataDefinitions, useReportError, useT, useToast } from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type GrantedIds,
  useEditorImages,
  useEditorRights,
  useEditorSettings,
  useMayCreateKeywords,
  useSaveMetadata,
  useWorkflowStatuses,
} from '../api/editor';
import {
  type CustomDefinition,
  type CustomFieldKind,
  customFields,
  defaultCustomFieldKind,
  type EditorField,
  fixedFields,
  onBrandField,
  workflowField,
} from '../domain/fields';
import {
  changedFields,
  type FieldError,
  type FormValues,
  fieldPatches,
  initialForm,
  makeFormPatches,
  type PreviewRow,
  previewChanges,
  validateForm,
} from '../domain/form';

/** What a save reports to the host. */
export interface MetadataSavedEvent {
  /** The files the server updated. */
  updatedIds: readonly number[];
  /** The patches sent (spec 001 §3). */
  patches: readonly { id?: number | string; field: string; action: string; value: string }[];
}

/** Options of {@link useMetadataEditor}. */
export interface UseMetadataEditorOptions {
  /** The file, or the files of a multi-selection, to edit. */
  imageIds: readonly number[];
  /** Read-only whatever the rights (a shared-link visitor's info panel, spec 001 §6). */
  readOnly?: boolean | undefined;
  /** How each custom field is edited; by default a dictionary definition takes its values, any other text. */
  customFieldKind?: ((definition: CustomDefinition) => CustomFieldKind) | undefined;
  /** The files were saved. */
  onSaved?: ((event: MetadataSavedEvent) => void | Promise<void>) | undefined;
  /** The form became dirty or clean: the host asks spec 001 §8's confirmation before closing when dirty. */
  onDirtyChange?: ((event: { dirty: boolean }) => void) | undefined;
}

/** How many of the files the user may edit (spec 001 §6). */
export type EditAccess = 'pending' | 'all' | 'some' | 'none';

/** What {@link useMetadataEditor} returns. */
export interface MetadataEditorState {
  status: 'loading' | 'error' | 'ready';
  images: readonly ImageDetail[];
  /** The editable fields, in the form's order. */
  fields: readonly EditorField[];
  values: FormValues;
  /** What the form opened with. */
  initialValues: FormValues;
  /** Fields whose files disagree (they show the placeholder). */
  multiple: ReadonlySet<string>;
  /** The placeholder as shown (spec 001 §5). */
  placeholder: string;
  /** Errors of the fields that were changed. */
  errors: Readonly<Record<string, FieldError>>;
  access: EditAccess;
  /** Whether a field may be changed now. */
  canEdit(field: EditorField): boolean;
  setValue(fieldId: string, value: string): void;
  /** Forget every edit. */
  reset(): void;
  isDirty: boolean;
  /** The ids of the changed fields. */
  changed: readonly string[];
  /** spec 001 §5: keyword fields of a multi-selection append unless replace mode is on. */
  replaceMode: boolean;
  setReplaceMode(on: boolean): void;
  /** Whether keywords outside the dictionary may be added (undefined while unknown). */
  mayCreateKeywords: boolean | undefined;
  /** The bulk preview while it is shown (row B5), else null. */
  preview: PreviewRow[] | null;
  closePreview(): void;
  /**
   * Save: refused while a field is wrong (the first wrong field's id is returned in `invalid`);
   * a multi-selection shows the preview first, `save({ confirmed: true })` from the preview saves.
   */
  save(options?: { confirmed?: boolean }): Promise<{ saved: boolean; invalid?: string }>;
  isSaving: boolean;
}

const EMPTY: readonly ImageDetail[] = [];
const NO_DEFINITIONS: readonly CustomDefinition[] = [];

function accessOf(granted: GrantedIds | undefined, ids: readonly number[]): EditAccess {
  if (!granted) return 'pending';
  const editable = ids.filter((id) => granted.editData.has(id)).length;
  if (editable === ids.length) return 'all';
  return editable === 0 ? 'none' : 'some';
}

export function useMetadataEditor(options: UseMetadataEditorOptions): MetadataEditorState {
  const {
    imageIds,
    readOnly = false,
    customFieldKind = defaultCustomFieldKind,
    onSaved,
    onDirtyChange,
  } = options;
  const t = useT();
  const toast = useToast();
  const reportError = useReportError();
  const placeholder = t('common.multipleValues');

  const details = useEditorImages(imageIds);
  const images = details.data ?? EMPTY;
  const rights = useEditorRights(details.data);
  const settings = useEditorSettings();
  const workflows = useWorkflowStatuses(settings.enableWorkflow);
  const definitions = useCustomMetadataDefinitions();
  const mayCreateKeywords = useMayCreateKeywords();
  const saveMutation = useSaveMetadata();

  const fields = useMemo(
    () => [
      ...fixedFields(),
      ...(settings.enableWorkflow && workflows.data ? [workflowField(workflows.data)] : []),
      ...(settings.enableBranding ? [onBrandField()] : []),
      ...customFields(definitions.data ?? NO_DEFINITIONS, customFieldKind),
    ],
    [settings.enableWorkflow, settings.enableBranding, workflows.data, definitions.data, customFieldKind],
  );
  const initial = useMemo(() => initialForm(fields, images, placeholder), [fields, images, placeholder]);

  // Only the changed fields are held: a refetch of the files updates every other field.
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const values = useMemo(() => ({ ...initial.values, ...edits }), [initial.values, edits]);
  const changed = useMemo(
    () => changedFields(fields, initial.values, values),
    [fields, initial.values, values],
  );
  const isDirty = changed.length > 0;
  const [replaceMode, setReplaceMode] = useState(false);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);

  // Only what the user changed is checked: a value the server holds is not the user's to fix first.
  const errors = useMemo(() => {
    const edited = fields.filter((field) => changed.includes(field.id));
    return validateForm(edited, values, placeholder);
  }, [fields, changed, values, placeholder]);

  const access = readOnly ? 'none' : accessOf(rights.data, imageIds);
  const canEdit = useCallback(
    (field: EditorField) => {
      if (access !== 'all' || field.readOnly) return false;
      const granted = field.right ? rights.data?.[field.right] : undefined;
      return !field.right || imageIds.every((id) => granted?.has(id) === true);
    },
    [access, rights.data, imageIds],
  );

  const setValue = useCallback(
    (fieldId: string, value: string) => {
      setPreview(null);
      setEdits((current) => {
        const next = { ...current };
        if (value === initial.values[fieldId]) delete next[fieldId];
        else next[fieldId] = value;
        return next;
      });
    },
    [initial.values],
  );

  const reset = useCallback(() => {
    setEdits({});
    setPreview(null);
  }, []);

  const dirtyRef = useRef(false);
  useEffect(() => {
    if (dirtyRef.current === isDirty) return;
    dirtyRef.current = isDirty;
    onDirtyChange?.({ dirty: isDirty });
  }, [isDirty, onDirtyChange]);

  const save = useCallback(
    async ({
      confirmed = false,
    }: {
      confirmed?: boolean;
    } = {}): Promise<{ saved: boolean; invalid?: string }> => {
      if (!isDirty || access !== 'all') return { saved: false };
      const invalid = fields.find((field) => errors[field.id])?.id;
      if (invalid) return { saved: false, invalid };
      const base = { fields, initial, values, placeholder, replaceMode };
      // Row B5: a multi-selection shows what each file becomes before anything is saved.
      if (imageIds.length > 1 && !confirmed) {
        setPreview(previewChanges(images, fieldPatches(base)));
        return { saved: false };
      }
      const patches = makeFormPatches({ ...base, imageIds });
      if (patches.length === 0) return { saved: false };
      // spec 001 §5, §9: saving more than 10 images warns that it takes longer.
      if (imageIds.length > SAVE_WAIT_TOAST_ABOVE) toast.info(t('edit.saveWait'));
      try {
        const result = await saveMutation.mutateAsync({ imageIds, patches });
        // spec 001 §8: "{n} image(s) updated".
        toast.success(t('edit.imagesUpdated', { n: result.updatedIds.length }));
        setEdits({});
        setPreview(null);
        await onSaved?.({ updatedIds: result.updatedIds, patches });
        return { saved: true };
      } catch (error) {
        // spec 001 §8: "Failed to save changes." plus the server message when present. The edits stay.
        reportError(error, 'edit.saveFailedDot', { serverMessage: 'append' });
        return { saved: false };
      }
    },
    [
      isDirty,
      access,
      fields,
      errors,
      initial,
      values,
      placeholder,
      replaceMode,
      imageIds,
      images,
      toast,
      t,
      saveMutation,
      onSaved,
      reportError,
    ],
  );

  return {
    status: details.isError ? 'error' : details.data ? 'ready' : 'loading',
    images,
    fields,
    values,
    initialValues: initial.values,
    multiple: initial.multiple,
    placeholder,
    errors,
    access,
    canEdit,
    setValue,
    reset,
    isDirty,
    changed,
    replaceMode,
    setReplaceMode: (on: boolean) => {
      setPreview(null);
      setReplaceMode(on);
    },
    mayCreateKeywords,
    preview,
    closePreview: () => setPreview(null),
    save,
    isSaving: saveMutation.isPending,
  };
}
