// <MetadataEditor>: the viewer's settings/info tab content, usable alone (spec 001 §2, §3, §5, §6).
// One file or a multi-selection: the editable fields in sections, each gated by editData (and
// images.setExpiration / images.setOnBrand where spec 000 §6 names them), the read-only details, and
// Save; a multi-selection reviews the per-file preview (row B5) before saving. Every value is text
// in React nodes: names and metadata are data, never markup.
import type { ImageDetail } from '@vitrine/api-client';
import { interpolate, KEYWORD_SEPARATOR, splitKeywords } from '@vitrine/core';
import { Button, ErrorState, Field, Skeleton, useLocaleFormat, useT } from '@vitrine/ui';
import { type ReactNode, useId, useRef } from 'react';
import { EDITOR_SECTIONS, type EditorField, type EditorSection, LIST_KINDS } from '../domain/fields';
import { isWebAddress } from '../domain/form';
import {
  type MetadataEditorState,
  type UseMetadataEditorOptions,
  useMetadataEditor,
} from '../hooks/useMetadataEditor';
import { type EditorLocale, type EditorLocaleOverrides, useEditorLocale } from '../locale';
import { BulkPreview } from './BulkPreview';
import { ListField } from './ListField';

/** What the GPS map slot gets. */
export interface GpsMapSlotProps {
  /** The position, or null when the file has none (or the files disagree). */
  position: { latitude: number; longitude: number } | null;
  /** Sets a new position (the latitude and longitude inputs follow). */
  onPositionChange(position: { latitude: number; longitude: number }): void;
  readOnly: boolean;
  /** The map's accessible name. */
  label: string;
}

/** Props of {@link MetadataEditor}. */
export interface MetadataEditorProps extends UseMetadataEditorOptions {
  /** Overrides of the editor's strings. */
  locale?: EditorLocaleOverrides | undefined;
  /**
   * A small map for the GPS position (the host's, e.g. @vitrine/views' map behind a dynamic
   * import when a maps key is configured). Without it the position is edited as coordinates.
   */
  renderGpsMap?: ((props: GpsMapSlotProps) => ReactNode) | undefined;
  /** Extra class on the root. */
  className?: string | undefined;
}

function labelOf(field: EditorField, locale: EditorLocale): string {
  if ('text' in field.label) return field.label.text;
  return (locale.fields as Record<string, string>)[field.label.key] ?? field.label.key;
}

/** A field's value as shown outside its control (the preview): option labels, list items. */
function displayValue(field: EditorField, value: string, locale: EditorLocale, placeholder: string): string {
  if (value === placeholder) return value;
  if (field.kind === 'select') {
    const option = field.options?.find((candidate) => candidate.value === value);
    if (!option) return value === '' ? locale.options.notSet : value;
    return 'text' in option.label
      ? option.label.text
      : ((locale.options as Record<string, string>)[option.label.key] ?? value);
  }
  if (LIST_KINDS.has(field.kind)) return splitKeywords(value).join(`${KEYWORD_SEPARATOR} `);
  return value;
}

/**
 * The metadata editor (the viewer's settings/info tab, spec 001 §3–§6): one file or a bulk edit of a
 * selection, each field gated by `editData` and its own right; the "multiple values" placeholder,
 * prepend / append patches, keywords appended unless replace is on, and a per-file preview before a
 * bulk save.
 */
export function MetadataEditor({
  locale: override,
  renderGpsMap,
  className,
  ...options
}: MetadataEditorProps) {
  const locale = useEditorLocale(override);
  const editor = useMetadataEditor(options);
  const t = useT();
  const format = useLocaleFormat();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  if (editor.status === 'loading') {
    return (
      <div className="vt-viewer__editor" aria-busy="true">
        <p className="vt-ui__visually-hidden" role="status">
          {locale.loading}
        </p>
        <Skeleton height={24} />
        <Skeleton height={24} />
        <Skeleton height={72} />
      </div>
    );
  }
  if (editor.status === 'error') {
    return (
      <div className="vt-viewer__editor">
        <ErrorState message={locale.loadFailed} size="inline" />
      </div>
    );
  }

  const isMulti = options.imageIds.length > 1;
  const fieldLabel = (field: EditorField) => labelOf(field, locale);
  const focusField = (fieldId: string) =>
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"] :is(input, textarea, select)`)
      ?.focus();
  const errorCount = Object.keys(editor.errors).length;

  const onSave = async () => {
    const result = await editor.save();
    if (result.invalid) focusField(result.invalid);
  };

  if (editor.preview) {
    return (
      <div className={['vt-viewer__editor', className].filter(Boolean).join(' ')}>
        <BulkPreview
          rows={editor.preview}
          total={options.imageIds.length}
          display={(field, value) => displayValue(field, value, locale, editor.placeholder)}
          fieldLabel={fieldLabel}
          onConfirm={() => void editor.save({ confirmed: true })}
          onBack={editor.closePreview}
          isSaving={editor.isSaving}
          locale={locale}
        />
      </div>
    );
  }

  const editable = editor.access === 'all';
  const bySection = (section: EditorSection) => editor.fields.filter((field) => field.section === section);

  return (
    <div
      className={['vt-viewer__editor', className].filter(Boolean).join(' ')}
      data-mode={isMulti ? 'multi' : 'single'}
    >
      {isMulti ? (
        <p className="vt-viewer__editor-count">
          {format.plural(locale.readOnly.files, options.imageIds.length)}
        </p>
      ) : null}
      {editor.access === 'some' ? (
        // spec 001 §6, §8: some of the selected files may not be edited.
        <p className="vt-viewer__editor-notice" role="alert" data-tone="warning">
          {t('edit.notAuthorizedSome')}
        </p>
      ) : editor.access === 'none' ? (
        <p className="vt-viewer__editor-notice" role="status">
          {locale.readOnlyNotice}
        </p>
      ) : null}
      {/* The form scrolls; the region takes the focus so a keyboard scrolls it even when every field is read-only. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="vt-viewer__editor-scroll" aria-label={locale.formLabel} tabIndex={0}>
        <form
          ref={formRef}
          id={formId}
          className="vt-viewer__editor-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {EDITOR_SECTIONS.map((section) => {
            const fields = bySection(section);
            if (fields.length === 0) return null;
            return (
              <fieldset key={section} className="vt-viewer__editor-section" data-section={section}>
                <legend className="vt-viewer__editor-legend">{locale.sections[section]}</legend>
                {section === 'gps' ? (
                  <GpsHint editor={editor} locale={locale} renderGpsMap={renderGpsMap} />
                ) : null}
                {section === 'keywords' && isMulti && editable ? (
                  <label className="vt-viewer__editor-check">
                    <input
                      type="checkbox"
                      checked={editor.replaceMode}
                      onChange={(event) => editor.setReplaceMode(event.target.checked)}
                    />
                    {locale.replaceMode}
                  </label>
                ) : null}
                {fields.map((field) => (
                  <EditorFieldControl
                    key={field.id}
                    field={field}
                    editor={editor}
                    locale={locale}
                    label={fieldLabel(field)}
                  />
                ))}
              </fieldset>
            );
          })}
          <ReadOnlyDetails images={editor.images} locale={locale} />
        </form>
      </section>
      {editable ? (
        <div className="vt-viewer__editor-footer">
          <p className="vt-viewer__editor-status" aria-live="polite">
            {errorCount > 0
              ? format.plural(locale.errors.invalidForm, errorCount)
              : editor.isDirty
                ? format.plural(locale.unsaved, editor.changed.length)
                : ''}
          </p>
          <div className="vt-viewer__editor-actions">
            <Button onClick={editor.reset} disabled={!editor.isDirty || editor.isSaving}>
              {locale.reset}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              disabled={!editor.isDirty || editor.isSaving}
            >
              {editor.isSaving ? locale.saving : isMulti ? locale.review : locale.save}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function hintOf(field: EditorField, editor: MetadataEditorState, locale: EditorLocale): string | undefined {
  if (editor.multiple.has(field.id) && (field.kind === 'text' || field.kind === 'multiline'))
    return locale.hints.multiple;
  switch (field.kind) {
    case 'date':
      return locale.hints.date;
    case 'integer':
      return locale.hints.urgency;
    case 'number':
      return locale.hints.number;
    case 'keywords':
      return editor.mayCreateKeywords === false
        ? `${locale.hints.keywords} ${locale.hints.limited}`
        : locale.hints.keywords;
    case 'list':
      return locale.hints.list;
    case 'dictionary':
      return locale.hints.dictionary;
    default:
      return undefined;
  }
}

interface ControlProps {
  field: EditorField;
  editor: MetadataEditorState;
  locale: EditorLocale;
  label: string;
}

function EditorFieldControl({ field, editor, locale, label }: ControlProps) {
  const value = editor.values[field.id] ?? '';
  const error = editor.errors[field.id];
  const disabled = !editor.canEdit(field);
  const message = error ? interpolate(locale.errors[error.key], error.values ?? {}) : undefined;
  const changed = editor.changed.includes(field.id);
  return (
    <Field
      label={label}
      hint={hintOf(field, editor, locale)}
      error={message}
      className="vt-viewer__editor-field"
      data-field-id={field.id}
      data-changed={changed || undefined}
    >
      {(ids) => {
        const common = {
          id: ids.id,
          'aria-describedby': ids.describedBy,
          'aria-invalid': ids.invalid || undefined,
          disabled,
        };
        if (field.kind === 'keywords' || field.kind === 'list' || field.kind === 'dictionary') {
          return (
            <ListField
              id={ids.id}
              fieldLabel={label}
              kind={field.kind}
              value={value}
              onChange={(next) => editor.setValue(field.id, next)}
              placeholder={editor.placeholder}
              placeholderRemovable={editor.replaceMode}
              definitionId={field.definitionId}
              mayCreate={field.kind !== 'keywords' || editor.mayCreateKeywords === true}
              disabled={disabled}
              describedBy={ids.describedBy}
              invalid={ids.invalid}
              locale={locale}
            />
          );
        }
        if (field.kind === 'select') {
          const options = [
            ...(editor.multiple.has(field.id)
              ? [{ value: editor.placeholder, text: editor.placeholder }]
              : []),
            ...(field.options?.some((option) => option.value === '')
              ? []
              : [{ value: '', text: locale.options.notSet }]),
            ...(field.options ?? []).map((option) => ({
              value: option.value,
              text:
                'text' in option.label
                  ? option.label.text
                  : ((locale.options as Record<string, string>)[option.label.key] ?? option.value),
            })),
          ];
          return (
            <span className="vt-ui__select-frame">
              <select
                {...common}
                className="vt-ui__select"
                value={value}
                onChange={(event) => editor.setValue(field.id, event.target.value)}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.text}
                  </option>
                ))}
              </select>
            </span>
          );
        }
        if (field.kind === 'multiline') {
          return (
            <textarea
              {...common}
              className="vt-ui__input vt-viewer__editor-textarea"
              rows={4}
              value={value}
              onChange={(event) => editor.setValue(field.id, event.target.value)}
            />
          );
        }
        return (
          <span className="vt-ui__input-frame">
            <input
              {...common}
              className="vt-ui__input"
              type="text"
              inputMode={
                field.kind === 'number'
                  ? 'decimal'
                  : field.kind === 'integer'
                    ? 'numeric'
                    : field.kind === 'url'
                      ? 'url'
                      : undefined
              }
              autoComplete="off"
              value={value}
              onChange={(event) => editor.setValue(field.id, event.target.value)}
            />
          </span>
        );
      }}
    </Field>
  );
}

function GpsHint({
  editor,
  locale,
  renderGpsMap,
}: {
  editor: MetadataEditorState;
  locale: EditorLocale;
  renderGpsMap: MetadataEditorProps['renderGpsMap'];
}) {
  const latitude = Number(editor.values['gps.latitude']);
  const longitude = Number(editor.values['gps.longitude']);
  const known =
    editor.values['gps.latitude'] !== '' &&
    editor.values['gps.longitude'] !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);
  const field = editor.fields.find((candidate) => candidate.id === 'gps.latitude');
  if (!renderGpsMap) return <p className="vt-viewer__editor-hint">{locale.hints.gpsNoMap}</p>;
  return (
    <div className="vt-viewer__editor-map">
      {renderGpsMap({
        position: known ? { latitude, longitude } : null,
        onPositionChange: (position) => {
          editor.setValue('gps.latitude', String(position.latitude));
          editor.setValue('gps.longitude', String(position.longitude));
        },
        readOnly: !field || !editor.canEdit(field),
        label: locale.map,
      })}
    </div>
  );
}

/** spec 001 §3 "Read-only fields: file name, location, size, log dates, camera info, dateCreated, owner profile URL". */
function ReadOnlyDetails({ images, locale }: { images: readonly ImageDetail[]; locale: EditorLocale }) {
  const format = useLocaleFormat();
  const image = images.length === 1 ? images[0] : undefined;
  if (!image) return null;
  const log = image.imageLog ?? {};
  const info = image.imageInfo ?? {};
  const camera = Object.entries(info)
    .filter(([name, value]) => name !== 'width' && name !== 'height' && value !== null && value !== '')
    .map(([name, value]) => `${name}: ${String(value)}`);
  const rows: [string, ReactNode][] = [
    [locale.readOnly.fileName, image.fileName],
    [locale.readOnly.folder, image.folder?.shortPath ?? ''],
    [locale.readOnly.location, image.imageLocation ?? ''],
    [locale.readOnly.size, image.fileSize === undefined ? '' : format.fileSize(image.fileSize)],
    [
      locale.readOnly.dimensions,
      info.width && info.height
        ? interpolate(locale.readOnly.dimensionsValue, { width: info.width, height: info.height })
        : '',
    ],
    [locale.readOnly.dateCreated, format.date(image.imageIPTC?.DateCreated ?? null)],
    [locale.readOnly.addedToDBGallery, format.date(log.addedToDBGallery ?? null)],
    [locale.readOnly.lastViewed, format.date(log.lastViewed ?? null)],
    [locale.readOnly.lastDataUpdate, format.date(log.lastDataUpdate ?? null)],
    [locale.readOnly.lastFileModification, format.date(log.lastFileModification ?? null)],
    [locale.readOnly.lastVisualUpdate, format.date(log.lastVisualUpdate ?? null)],
    [locale.readOnly.viewCount, log.viewCount === undefined ? '' : format.number(log.viewCount)],
    [locale.readOnly.camera, camera.join(', ')],
  ];
  const profile = image.owner?.profileUrl;
  // Only a web address becomes a link: a hostile `javascript:` profile URL stays text.
  if (profile) {
    rows.push([
      locale.readOnly.owner,
      isWebAddress(profile) ? (
        <a key="profile" href={profile} target="_blank" rel="noopener noreferrer">
          {locale.readOnly.ownerProfile}
        </a>
      ) : (
        profile
      ),
    ]);
  }
  return (
    <section
      className="vt-viewer__editor-section"
      data-section="read-only"
      aria-label={locale.sections.readOnly}
    >
      <h3 className="vt-viewer__editor-legend">{locale.sections.readOnly}</h3>
      <dl className="vt-viewer__editor-details">
        {rows
          .filter(([, value]) => value !== '' && value !== null)
          .map(([term, value]) => (
            <div key={term} className="vt-viewer__editor-detail">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
