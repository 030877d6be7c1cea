// Global settings and server flags (spec 000 §3 "Global settings", §7 "flags ShowSets,
// ShowLogicalViews, EnableDashboard, StartLoading, iskeywordsdictionarylimited"): the values a new
// library starts with, declared once (STYLE habit 2) for the server's stored settings and the mocks.
// Per-user parts (keywordsManagementAllowed, fileTypesChangeAllowed) and the layouts are added by
// whoever answers, so they are not here.

/** The server flags of spec 000 §7, by their wire names. */
export interface ConfigFlags {
  ShowSets: boolean;
  ShowLogicalViews: boolean;
  EnableDashboard: boolean;
  StartLoading: boolean;
  iskeywordsdictionarylimited: boolean;
}

/** Flags of a new library: sets, logical views and the dashboard on; start loading off. */
export const DEFAULT_CONFIG_FLAGS: Readonly<ConfigFlags> = Object.freeze({
  ShowSets: true,
  ShowLogicalViews: true,
  EnableDashboard: true,
  StartLoading: false,
  iskeywordsdictionarylimited: false,
});

/** The library-wide part of spec 000 §3's global settings (spec 001 §6 adds enableComments). */
export interface LibraryGlobalSettings {
  recognitionEnabled: boolean;
  hideStarRating: boolean;
  enableWorkflow: boolean;
  subscriptionAllowed: boolean;
  enableImageVersions: boolean;
  enableAnnotations: boolean;
  enableComments: boolean;
  hideTreeOnLoad: boolean;
  autoExpandRootFolder: boolean;
  enableNotifications: boolean;
  enableImageBrandingStatus: boolean;
  showThumbsDataOptions: boolean;
  showDateDataView: boolean;
  showAttributeDataView: boolean;
  showLocationDataView: boolean;
  showCustomFieldDataView: boolean;
}

/**
 * Global settings of a new library: every feature on except object recognition, which sends files
 * to a recognition service and so waits for an administrator (docs/decisions.md).
 */
export const DEFAULT_GLOBAL_SETTINGS: Readonly<LibraryGlobalSettings> = Object.freeze({
  recognitionEnabled: false,
  hideStarRating: false,
  enableWorkflow: true,
  subscriptionAllowed: true,
  enableImageVersions: true,
  enableAnnotations: true,
  enableComments: true,
  hideTreeOnLoad: false,
  autoExpandRootFolder: false,
  enableNotifications: true,
  enableImageBrandingStatus: true,
  showThumbsDataOptions: true,
  showDateDataView: true,
  showAttributeDataView: true,
  showLocationDataView: true,
  showCustomFieldDataView: true,
});
