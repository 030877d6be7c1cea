// @vitrine/ui: the public API only.

export {
  type AdvancedConfig,
  advancedConfigQuery,
  CONFIG_STALE_MS,
  type ConfigFlag,
  type CustomMetadataDefinition,
  configFlagQuery,
  configQueryKeys,
  fetchAdvancedConfig,
  fetchConfigFlag,
  fetchCustomMetadataDefinitions,
  fetchGlobalSettings,
  fetchSetsName,
  type GlobalSettings,
  unavailableFeaturesOf,
} from './api/config';
export {
  fetchPermission,
  PERMISSION_STALE_MS,
  type PermissionName,
  type PermissionRequest,
  type PermissionResolver,
  type PermissionState,
  type PermissionTarget,
  permissionQueryKey,
  usePermission,
} from './api/permission';
export { createSessionApi, retryAfterOf, SESSION_SCHEMA_PATHS, type SessionApi } from './api/session';
export { fetchWebSettings, saveWebSettings, webSettingsQueryKey } from './api/websettings';
export {
  type ConfigFlagState,
  type ConfigQuery,
  type SetsNameState,
  useConfigFlag,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  useSetsName,
} from './config/useConfig';
export type { ConfirmChoice, ConfirmOptions, ConfirmTone } from './confirm/confirm-store';
export { useConfirmChoice } from './confirm/useConfirmChoice';
export {
  type ErrorToast,
  type ErrorToastOptions,
  type ServerMessageMode,
  serverMessageOf,
  toErrorToast,
} from './domain/error-toast';
export { type DroppedFile, dragHasFiles, filesFromDataTransfer } from './drop/desktop-files';
export { ErrorState, type ErrorStateProps } from './error-state/ErrorState';
export {
  defineLocalePart,
  type LocalePart,
  type ResolvedVitrineLocale,
  resolveLocalePart,
  resolveVitrineLocale,
  type VitrineLocaleInput,
  type VitrineLocaleOverrides,
  type VitrineLocaleParts,
} from './i18n/parts';
export { useLanguage, useLocaleFormat, useLocalePart } from './i18n/useLocalePart';
export * from './icons';
export { resolveUiLocale, type UiLocale, uiLocale, uiLocalePart } from './locale';
export { uiLocaleDe } from './locale.de';
export { ActionMenu, type ActionMenuProps } from './menu/ActionMenu';
export { ContextMenu, type ContextMenuProps, isContextMenuKey } from './menu/ContextMenu';
export {
  hasEnabledItems,
  type MenuActionItem,
  type MenuItem,
  type MenuLabelItem,
  type MenuSection,
  type MenuSeparatorItem,
  toMenuSections,
} from './menu/items';
export { Badge, type BadgeProps, type BadgeTone } from './primitives/badge/Badge';
export { Button, type ButtonProps, type ButtonVariant, type ControlSize } from './primitives/button/Button';
export { IconButton, type IconButtonProps } from './primitives/button/IconButton';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state/EmptyState';
export { Field, type FieldControlIds, type FieldProps } from './primitives/field/Field';
export { Select, type SelectOption, type SelectProps } from './primitives/field/Select';
export { TextField, type TextFieldProps } from './primitives/field/TextField';
export { Progress, type ProgressProps } from './primitives/progress/Progress';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './primitives/segmented/SegmentedControl';
export {
  SegmentedNav,
  type SegmentedNavItem,
  type SegmentedNavLinkProps,
  type SegmentedNavProps,
} from './primitives/segmented/SegmentedNav';
export { Skeleton, type SkeletonProps } from './primitives/skeleton/Skeleton';
export {
  Toolbar,
  ToolbarGroup,
  type ToolbarGroupProps,
  type ToolbarProps,
  ToolbarSeparator,
  type ToolbarSeparatorProps,
} from './primitives/toolbar/Toolbar';
export { countFittingItems, useToolbarOverflow } from './primitives/toolbar/useToolbarOverflow';
export {
  isTextCut,
  Tooltip,
  type TooltipProps,
  type TooltipSide,
  tooltipDefaults,
} from './primitives/tooltip/Tooltip';
export type { PromptOptions } from './prompt/prompt-store';
export { usePrompt } from './prompt/usePrompt';
export type {
  VitrineAnalyticsEvent,
  VitrineContextValue,
  VitrineErrorEvent,
  VitrineTheme,
} from './provider/context';
export {
  type ReportError,
  type ReportErrorOptions,
  type ToastApi,
  useAnalytics,
  useClient,
  useConfirm,
  useReportError,
  useT,
  useToast,
  useVitrine,
} from './provider/hooks';
export {
  createDefaultQueryClient,
  defaultProviderProps,
  defaultQueryClientOptions,
  VitrineProvider,
  type VitrineProviderProps,
} from './provider/VitrineProvider';
export {
  fetchRecognitionStatus,
  type RecognitionPolling,
  type RecognitionStatusEntry,
  recognitionStatusQueryKey,
  type UseRecognitionPollingOptions,
  useRecognitionPolling,
} from './recognition/useRecognitionPolling';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './session/ChangePasswordDialog';
export { createSession } from './session/create-session';
export { sessionMiddleware } from './session/middleware';
export { SessionEndedDialog, type SessionEndedDialogProps } from './session/SessionEndedDialog';
export { SignIn, type SignInProps } from './session/SignIn';
export {
  type ChangePasswordOutcome,
  createSessionStore,
  identityOf,
  isSignedInUser,
  SESSION_MEMORY_KEY,
  type SessionEndedEvent,
  type SessionMemory,
  type SessionPhase,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type SignedInUser,
  type SignInNotice,
  type SignInOutcome,
} from './session/session-store';
export { useSession } from './session/useSession';
export {
  defaultWebSettingsOptions,
  type ResolvedWebSettings,
  resolveWebSettings,
  type WebSettings,
  type WebSettingsOptions,
  type WebSettingsPersistence,
} from './settings/options';
export { useWebSetting, useWebSettings, type WebSettingsApi } from './settings/useWebSettings';
export {
  browserStorage,
  defaultWebSettings,
  mergeWebSettings,
  readStoredWebSettings,
  type StorageLike,
  type StoredWebSettings,
  sanitizeWebSettings,
  toWireWebSettings,
  WEB_SETTING_KEYS,
  WEB_SETTINGS_STORAGE_KEY,
  type WireWebSettings,
  writeStoredWebSettings,
} from './settings/web-settings';
export { WEB_SETTINGS_SAVE_DELAY_MS } from './settings/web-settings-store';
export {
  type ControllableSetter,
  type ControllableStateOptions,
  useControllableState,
} from './state/useControllableState';
export {
  TOAST_DURATION,
  TOAST_KINDS,
  TOAST_LIMIT,
  type ToastAction,
  type ToastInput,
  type ToastItem,
  type ToastKind,
} from './toast/toast-store';
