// @vitrine/ui: the public API only.
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
export type { ConfirmOptions, ConfirmTone } from './confirm/confirm-store';
export {
  type ErrorToast,
  type ErrorToastOptions,
  type ServerMessageMode,
  serverMessageOf,
  toErrorToast,
} from './domain/error-toast';
export { resolveUiLocale, type UiLocale, uiLocale, type VitrineLocaleOverrides } from './locale';
export type { VitrineContextValue, VitrineErrorEvent, VitrineTheme } from './provider/context';
export {
  type ReportError,
  type ReportErrorOptions,
  type ToastApi,
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
  defaultWebSettingsOptions,
  type ResolvedWebSettings,
  resolveWebSettings,
  type WebSettings,
  type WebSettingsOptions,
  type WebSettingsPersistence,
} from './settings';
export {
  type ControllableSetter,
  type ControllableStateOptions,
  useControllableState,
} from './state/useControllableState';
export {
  TOAST_DURATION,
  TOAST_KINDS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
  type ToastKind,
} from './toast/toast-store';
