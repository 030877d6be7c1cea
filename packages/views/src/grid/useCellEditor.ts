// Inline editing of the grid's cells (spec 000 §5): Enter or F2 (or a double click) opens a cell's
// editor with its text, Enter saves, Escape or leaving the editor cancels. Saving needs editData on
// the image's folder, else 'You are not allowed to edit this image' and the old value back; the saved
// text shows at once (pending, then saved until the refetched page carries it).
import type { ImageSummary } from '@vitrine/api-client';
import { KEYWORD_SEPARATOR, splitKeywords } from '@vitrine/core';
import { useReportError, useT, useToast } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCanEditFolder, useUpdateImage } from '../api/grid';
import { editGridCell, GRID_COLUMNS, type GridColumn, type GridColumnId, gridEditorText } from './columns';
import type { GridLocale } from './locale';

/** A saved cell. */
export interface GridEditedEvent {
  image: ImageSummary;
  column: GridColumnId;
  /** The cell's text as saved. */
  value: string;
}

/** The cell being edited and its draft. */
export interface CellEdit {
  id: number;
  column: GridColumnId;
  draft: string;
}

/** `draft`: what the editor reopens with while the override shows (keywords in their ';' form). */
type Override = { text: string; draft: string; state: 'pending' | 'saved' };
const cellKey = (id: number, column: GridColumnId) => `${id}:${column}`;

export interface CellEditorOptions {
  images: readonly ImageSummary[];
  locale: GridLocale;
  /** Says 'Saved.' or 'Cancelled.' in the grid's live region. */
  announce: (text: string) => void;
  onEdited?: ((event: GridEditedEvent) => void) | undefined;
  /** The editor closed (saved or cancelled): the grid puts the focus back on the cell. */
  onClose: () => void;
}

export interface CellEditor {
  /** The cell being edited, or null. */
  editing: CellEdit | null;
  /** A cell's text: the value being saved or just saved, else the image's. */
  textOf(image: ImageSummary, column: GridColumn): string;
  /** 'pending' while a cell's value is being saved, 'saved' until the refetch carries it. */
  stateOf(image: ImageSummary, column: GridColumn): 'pending' | 'saved' | undefined;
  /** Opens the editor on file `index`'s cell of `column` (not for a read-only column). */
  startEdit(index: number, column: GridColumn): void;
  /** The editor's text changed (kept as typed: ';' splits keywords when saved, spec 000 §5). */
  type(value: string): void;
  save(): Promise<void>;
  cancel(): void;
  /** The editor lost the focus: nothing is saved. */
  blur(): void;
}

export function useCellEditor({
  images,
  locale,
  announce,
  onEdited,
  onClose,
}: CellEditorOptions): CellEditor {
  const t = useT();
  const toast = useToast();
  const reportError = useReportError();
  const canEditFolder = useCanEditFolder();
  const updateImage = useUpdateImage();
  const [editing, setEditing] = useState<CellEdit | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Override>>(new Map());
  const latestImages = useRef(images);
  latestImages.current = images;
  // A refetched page carries the saved values: drop the saved overrides, keep the pending ones.
  useEffect(() => {
    void images;
    setOverrides((current) => {
      if (![...current.values()].some((o) => o.state === 'saved')) return current;
      return new Map([...current].filter(([, o]) => o.state === 'pending'));
    });
  }, [images]);

  const textOf = useCallback(
    (image: ImageSummary, column: GridColumn) =>
      overrides.get(cellKey(image.id, column.id))?.text ?? column.read(image, t.format),
    [overrides, t],
  );

  const startEdit = useCallback(
    (index: number, column: GridColumn) => {
      const image = images[index];
      if (!image || !column.field) return;
      const override = overrides.get(cellKey(image.id, column.id));
      setEditing({
        id: image.id,
        column: column.id,
        draft: override?.draft ?? gridEditorText(image, column, t.format),
      });
      // Ask now, so the answer is cached by the time Enter saves.
      if (image.folder?.id !== undefined) canEditFolder(image.folder.id).catch(() => undefined);
    },
    [images, overrides, t, canEditFolder],
  );

  const save = useCallback(async () => {
    if (!editing) return;
    // By id: a refetch meanwhile may have moved the row.
    const image = images.find((candidate) => candidate.id === editing.id);
    const column = GRID_COLUMNS.find((c) => c.id === editing.column);
    editingRef.current = null;
    setEditing(null);
    onClose();
    if (!image || !column) return;
    const key = cellKey(image.id, column.id);
    // Compared with what the cell shows: a value just saved, before the refetch carries it.
    const edit = editGridCell(image, column, editing.draft, overrides.get(key)?.draft);
    if (edit.patches.length === 0) return;
    const restore = () =>
      setOverrides((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    const draft =
      column.id === 'keywords' ? splitKeywords(editing.draft).join(`${KEYWORD_SEPARATOR} `) : edit.text;
    setOverrides((current) => new Map(current).set(key, { text: edit.text, draft, state: 'pending' }));
    // spec 000 §5: editing a cell needs editData on the image's folder, else an error and the old
    // value is restored (spec 000 §8 'You are not allowed to edit this image').
    const folderId = image.folder?.id;
    let allowed = false;
    try {
      allowed = folderId !== undefined && (await canEditFolder(folderId));
    } catch {
      allowed = false;
    }
    if (!allowed) {
      restore();
      toast.error(t('edit.notAllowedToEdit'));
      return;
    }
    try {
      await updateImage.mutateAsync({ imageId: image.id, patches: edit.patches });
      setOverrides((current) => {
        if (current.get(key)?.text !== edit.text) return current;
        const next = new Map(current);
        // Already refetched with the saved value: nothing to keep; else kept until the refetch lands.
        const fresh = latestImages.current.find((candidate) => candidate.id === image.id);
        if (fresh && column.read(fresh) === edit.text) next.delete(key);
        else next.set(key, { text: edit.text, draft, state: 'saved' });
        return next;
      });
      announce(locale.saved);
      onEdited?.({ image, column: column.id, value: edit.text });
    } catch (error) {
      restore();
      // spec 001 §8: "Failed to save changes." plus the server message when present.
      reportError(error, 'edit.saveFailedDot', { serverMessage: 'append' });
    }
  }, [
    editing,
    images,
    overrides,
    onClose,
    canEditFolder,
    toast,
    t,
    updateImage,
    locale.saved,
    onEdited,
    reportError,
    announce,
  ]);

  const cancel = useCallback(() => {
    editingRef.current = null;
    setEditing(null);
    announce(locale.cancelled);
    onClose();
  }, [locale.cancelled, onClose, announce]);

  const stateOf = useCallback(
    (image: ImageSummary, column: GridColumn) => overrides.get(cellKey(image.id, column.id))?.state,
    [overrides],
  );

  const type = useCallback((value: string) => {
    setEditing((current) => (current ? { ...current, draft: value } : current));
  }, []);

  // The render's own edit: a blur after the editor closed (or moved on) cancels nothing.
  const blur = () => {
    if (editingRef.current === editing) cancel();
  };

  return { editing, textOf, stateOf, startEdit, type, save, cancel, blur };
}
