// The features a server may lack, and the calls (openapi.yml operationIds) each needs, as the reference
// server's handlers/capabilities.ts lists them (tests/contract/capabilities.test.ts checks the two
// agree; kept here, not in @vitrine/core, whose size budget they would break). A mock server told to
// lack a feature (MockParameters.unavailableFeatures) announces it in AdvancedConfig.unavailableFeatures,
// answers the spec's own flags of spec 000 §3 false and its calls 501, as the server does
// (docs/decisions.md "Capabilities the server lacks").
import type { components } from '@vitrine/api-client';

/**
 * Each feature's operations (openapi.yml operationIds). notificationDelivery has none: it is about the
 * server's SMTP configuration (the subscription calls answer either way); a mock told to lack it only
 * announces it.
 */
export const SERVER_FEATURE_OPERATIONS = {
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
} as const satisfies Record<Exclude<ServerFeatureName, 'notificationDelivery'>, readonly string[]>;

/** A feature a server may lack (openapi.yml ServerFeature). */
export type ServerFeatureName = components['schemas']['ServerFeature'];

/** The feature an operation belongs to, or null. */
export function featureOfOperation(operationId: string): ServerFeatureName | null {
  for (const [feature, operations] of Object.entries(SERVER_FEATURE_OPERATIONS)) {
    if ((operations as readonly string[]).includes(operationId)) return feature as ServerFeatureName;
  }
  return null;
}

type FeatureFlags = 'recognitionEnabled' | 'enableImageVersions' | 'enableAnnotations' | 'enableComments';

/** spec 000 §3 global settings: the flags of features the server lacks answer false, whatever is stored. */
export function withoutUnavailableFlags<T extends Partial<Record<FeatureFlags, boolean>>>(
  settings: T,
  unavailable: readonly ServerFeatureName[],
): T {
  const lacks = (feature: ServerFeatureName) => unavailable.includes(feature);
  return {
    ...settings,
    ...(lacks('recognition') ? { recognitionEnabled: false } : {}),
    ...(lacks('versions') ? { enableImageVersions: false } : {}),
    ...(lacks('annotation') ? { enableAnnotations: false } : {}),
    ...(lacks('comments') ? { enableComments: false } : {}),
  };
}
