// Row B5 of our product (no peer has it): before a bulk edit is saved, each file with what changes,
// before → after per field. An accessible table (a caption, column headers, one row group per file
// headed by its name); big selections render a page of files at a time.
import { interpolate } from '@vitrine/core';
import { Button, useLocaleFormat } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import type { EditorField } from '../domain/fields';
import type { PreviewRow } from '../domain/form';
import { type EditorLocale, useEditorLocale } from '../locale';

/** How many files the preview renders at first, and adds with each "Show more" (decided). */
export const PREVIEW_PAGE_SIZE = 50;

/** Props of {@link BulkPreview}. */
export interface BulkPreviewProps {
  /** The files that change, each with its fields before → after (`previewChanges`). */
  rows: readonly PreviewRow[];
  /** How many files are selected. */
  total: number;
  /** A field's value as shown (option labels, list items). */
  display(field: EditorField, value: string): string;
  /** A field's label. */
  fieldLabel(field: EditorField): string;
  /** The user confirms: save the patches. */
  onConfirm(): void;
  /** The user goes back to the form. */
  onBack(): void;
  /** A save is running: the buttons are disabled. */
  isSaving: boolean;
  /** The editor's strings (default: the provider's language). */
  locale?: EditorLocale;
}

/**
 * The per-file preview of a bulk edit (row B5): each file that changes with its fields before →
 * after, as an accessible table, a page of 50 files at a time; confirm saves, back returns to the form.
 */
export function BulkPreview(props: BulkPreviewProps) {
  const { rows, total, display, fieldLabel } = props;
  const providerLocale = useEditorLocale();
  const locale = props.locale ?? providerLocale;
  const format = useLocaleFormat();
  const [shown, setShown] = useState(PREVIEW_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const visible = rows.slice(0, shown);
  const more = Math.min(PREVIEW_PAGE_SIZE, rows.length - shown);
  const text = (field: EditorField, value: string) => {
    const shownValue = display(field, value);
    return shownValue === '' ? (
      <span className="vt-viewer__preview-empty">{locale.preview.empty}</span>
    ) : (
      shownValue
    );
  };

  return (
    <section className="vt-viewer__preview" aria-labelledby="vt-viewer-editor-preview-title">
      <h3
        id="vt-viewer-editor-preview-title"
        ref={headingRef}
        tabIndex={-1}
        className="vt-viewer__editor-heading"
      >
        {locale.preview.title}
      </h3>
      <p className="vt-viewer__preview-summary">
        {rows.length === 0 ? locale.preview.nothing : format.plural(locale.preview.summary, rows.length)}{' '}
        {total > rows.length ? format.plural(locale.preview.unchanged, total - rows.length) : null}
      </p>
      {rows.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="vt-viewer__preview-scroll" aria-label={locale.preview.caption} tabIndex={0}>
          <table className="vt-viewer__preview-table">
            <caption className="vt-ui__visually-hidden">{locale.preview.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{locale.preview.file}</th>
                <th scope="col">{locale.preview.field}</th>
                <th scope="col">{locale.preview.before}</th>
                <th scope="col">{locale.preview.after}</th>
              </tr>
            </thead>
            {visible.map((row) => (
              <tbody key={row.id} data-file-id={row.id}>
                {row.changes.map((change, index) => (
                  <tr key={change.field.id}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={row.changes.length} className="vt-viewer__preview-file">
                        {row.fileName}
                      </th>
                    ) : null}
                    <td>{fieldLabel(change.field)}</td>
                    <td className="vt-viewer__preview-before">{text(change.field, change.before)}</td>
                    <td className="vt-viewer__preview-after">{text(change.field, change.after)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
      ) : null}
      {rows.length > shown ? (
        <p className="vt-viewer__preview-more">
          {interpolate(locale.preview.shown, {
            shown: format.number(visible.length),
            n: format.number(rows.length),
          })}{' '}
          <Button size="sm" onClick={() => setShown((current) => current + PREVIEW_PAGE_SIZE)}>
            {interpolate(locale.preview.showMore, { n: more })}
          </Button>
        </p>
      ) : null}
      <div className="vt-viewer__editor-actions">
        <Button onClick={props.onBack} disabled={props.isSaving}>
          {locale.preview.back}
        </Button>
        <Button variant="primary" onClick={props.onConfirm} disabled={props.isSaving || rows.length === 0}>
          {props.isSaving ? locale.saving : format.plural(locale.preview.confirm, rows.length)}
        </Button>
      </div>
    </section>
  );
}
