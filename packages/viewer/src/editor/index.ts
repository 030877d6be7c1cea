// The metadata editor of @vitrine/viewer (the settings/info tab, spec 001 §3–§6): its public API.
export {
  type EditorRight,
  editorKeys,
  type GrantedIds,
  type SaveInput,
  type WorkflowStatus,
} from './api/editor';
export { BulkPreview, type BulkPreviewProps, PREVIEW_PAGE_SIZE } from './components/BulkPreview';
export { KEYWORD_LOOKUP_DELAY_MS, ListField, type ListFieldProps } from './components/ListField';
export { type GpsMapSlotProps, MetadataEditor, type MetadataEditorProps } from './components/MetadataEditor';
export {
  type CustomDefinition,
  type CustomFieldKind,
  customFields,
  DESCRIPTION_MAX_LENGTH,
  defaultCustomFieldKind,
  type EditorField,
  type EditorFieldKind,
  type EditorSection,
  FIELD_MAX_LENGTH,
  fixedFields,
  LIST_MAX_LENGTH,
  onBrandField,
  workflowField,
} from './domain/fields';
export {
  type FieldError,
  type FormValues,
  initialForm,
  makeFormPatches,
  type PreviewRow,
  previewChanges,
  validateField,
  validateForm,
} from './domain/form';
export {
  type EditAccess,
  type MetadataEditorState,
  type MetadataSavedEvent,
  type UseMetadataEditorOptions,
  useMetadataEditor,
} from './hooks/useMetadataEditor';
export {
  type EditorLocale,
  type EditorLocaleOverrides,
  editorLocale,
  editorLocalePart,
  resolveEditorLocale,
  useEditorLocale,
} from './locale';
export { editorLocaleDe } from './locale.de';
