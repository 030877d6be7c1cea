// What this server cannot do yet, announced in the configuration so the app does not offer it
// (issue 15). A feature is unavailable while any of its operations has no handler (it answers 501):
// the list follows the handler table, so a feature leaves it the day its part lands.
// Where the spec has its own flag (spec 000 §3 global settings: recognition enabled,
// enableImageVersions, enableAnnotations; spec 001 §6 "Comments need comments to be available"),
// that flag answers false; every feature is also listed in AdvancedConfig.unavailableFeatures
// (inferred, docs/decisions.md "Capabilities the server lacks"). The mocks can pretend to lack a
// feature with the same list (their handlers/features.ts; tests/contract/capabilities.test.ts checks
// the two agree).
import type { components } from '@vitrine/api-client';

/** A feature a server may lack (openapi.yml ServerFeature). */
export type ServerFeature = components['schemas']['ServerFeature'];

/**
 * The features that need configuration, not calls: notificationDelivery is unavailable on a server
 * without SMTP (events are kept in the outbox, nothing is mailed; notifications/delivery.ts), while the
 * subscription calls answer as usual (handlers/config.ts announces it).
 */
export type ConfiguredFeature = 'notificationDelivery';

/** The operations (openapi.yml operationIds) each feature needs. */
export const FEATURE_OPERATIONS: Readonly<
  Record<Exclude<ServerFeature, ConfiguredFeature>, readonly string[]>
> = {
  recognition: ['getRecognitionStatus', 'recognize', 'getRecognitionConsent', 'setRecognitionConsent'],
  versions: ['getVersions', 'deleteAllVersions', 'deleteVersion', 'restoreVersion'],
  comments: ['getComments', 'addComment', 'updateComment', 'deleteComment'],
  annotation: ['saveAnnotation'],
  sharing: ['createShare', 'updateShare', 'getSharedView', 'listMyShares', 'revokeShare'],
  reports: ['getDefaultReport', 'saveDefaultReport'],
  import: ['importFiles'],
  publicExport: ['exportPublic', 'downloadPublicExport'],
  thumbnailChange: ['changeThumbnail'],
  contactOwner: ['contactOwner'],
};

/** The features some of whose operations are not among `implemented`, in FEATURE_OPERATIONS' order. */
export function unavailableFeatures(implemented: readonly string[]): ServerFeature[] {
  const have = new Set(implemented);
  return (Object.keys(FEATURE_OPERATIONS) as (keyof typeof FEATURE_OPERATIONS)[]).filter((feature) =>
    FEATURE_OPERATIONS[feature].some((operation) => !have.has(operation)),
  );
}

type FeatureFlags = 'recognitionEnabled' | 'enableImageVersions' | 'enableAnnotations' | 'enableComments';

/** The global settings (spec 000 §3) whose feature this server lacks answer false, whatever is stored. */
export function capGlobalSettings<T extends Partial<Record<FeatureFlags, boolean>>>(
  settings: T,
  unavailable: readonly ServerFeature[],
): T {
  const lacks = (feature: ServerFeature) => unavailable.includes(feature);
  return {
    ...settings,
    ...(lacks('recognition') ? { recognitionEnabled: false } : {}),
    ...(lacks('versions') ? { enableImageVersions: false } : {}),
    ...(lacks('annotation') ? { enableAnnotations: false } : {}),
    ...(lacks('comments') ? { enableComments: false } : {}),
  };
}
