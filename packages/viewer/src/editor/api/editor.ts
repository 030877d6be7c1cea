// The metadata editor's calls (the only editor code that calls the client, ARCHITECTURE "Only a
// package's src/api/ calls the client"): the files' details (spec 001 §7 "Multi-image details"),
// the rights per image id (spec 001 §6, §7 "check image permissions"), the keyword and dictionary
// look-ups (spec 001 §7), the workflow statuses, whether keywords may be created (spec 001 §5
// limited dictionary) and the save (spec 001 §7 "update multiple images").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type components,
  type ImageDetail,
  type Keyword,
  unwrap,
  type VitrineClient,
} from '@vitrine/api-client';
import { type EditPatch, KEYWORD_OPTIONS_MAX } from '@vitrine/core';
import {
  CONFIG_STALE_MS,
  PERMISSION_STALE_MS,
  useConfigFlag,
  useGlobalSettings,
  useVitrine,
} from '@vitrine/ui';
import { useCallback } from 'react';
import type { FieldRight } from '../domain/fields';

/** A workflow status (openapi.yml WorkflowStatus). */
export type WorkflowStatus = components['schemas']['WorkflowStatus'];

/** The query keys of the editor's reads. */
export const editorKeys = {
  all: ['vitrine', 'viewer', 'editor'] as const,
  details: (ids: readonly number[]) => ['vitrine', 'viewer', 'editor', 'details', ids.join(',')] as const,
  rights: (ids: readonly number[]) => ['vitrine', 'viewer', 'editor', 'rights', ids.join(',')] as const,
  keywords: (query: string) => ['vitrine', 'viewer', 'editor', 'keywords', query] as const,
  dictionary: (definitionId: number) => ['vitrine', 'viewer', 'editor', 'dictionary', definitionId] as const,
  workflows: ['vitrine', 'viewer', 'editor', 'workflows'] as const,
  keywordsPermission: ['vitrine', 'viewer', 'editor', 'keywords-permission'] as const,
};

/**
 * The files' details, in the order asked (POST /api/images/details: reading them for the editor
 * does not count as a view, unlike opening the file).
 */
export function useEditorImages(ids: readonly number[]) {
  const { client } = useVitrine();
  return useQuery({
    queryKey: editorKeys.details(ids),
    queryFn: ({ signal }) => unwrap(client.POST('/api/images/details', { body: { ids: [...ids] }, signal })),
    enabled: ids.length > 0,
  });
}

/** The rights a form needs: editData, and the two rights some fields need besides (spec 001 §6). */
export const EDITOR_RIGHTS = ['editData', 'images.setExpiration', 'images.setOnBrand'] as const;
/** One of {@link EDITOR_RIGHTS}. */
export type EditorRight = 'editData' | FieldRight;

/** For each right, the ids of the files it is granted on. */
export type GrantedIds = Readonly<Record<EditorRight, ReadonlySet<number>>>;

/**
 * Which of the files each right is granted on, checked per image id (spec 001 §6 "Multi-select:
 * edit and delete are checked per image id"): POST /api/permissions/images per right, or, when the
 * host gives the provider a `permissions` resolver, its answer for each file's folder.
 */
export function useEditorRights(images: readonly ImageDetail[] | undefined) {
  const { client, permissions } = useVitrine();
  const ids = (images ?? []).map((image) => image.id);
  return useQuery({
    queryKey: [...editorKeys.rights(ids), permissions ? 'resolver' : 'server'],
    enabled: images !== undefined && ids.length > 0,
    staleTime: PERMISSION_STALE_MS,
    queryFn: async ({ signal }): Promise<GrantedIds> => {
      const entries = await Promise.all(
        EDITOR_RIGHTS.map(async (right): Promise<[EditorRight, ReadonlySet<number>]> => {
          if (permissions) {
            const granted = new Set<number>();
            for (const image of images ?? []) {
              const folderId = image.folder?.id;
              if (
                folderId !== undefined &&
                (await permissions({ name: right, target: { folderId }, signal }))
              )
                granted.add(image.id);
            }
            return [right, granted];
          }
          const data = await unwrap(
            client.POST('/api/permissions/images', { body: { permission: right, imageIds: ids }, signal }),
          );
          return [right, new Set(data.imageIds)];
        }),
      );
      return Object.fromEntries(entries) as GrantedIds;
    },
  });
}

async function fetchKeywords(client: VitrineClient, query: string, signal: AbortSignal): Promise<string[]> {
  const data: Keyword[] = await unwrap(
    client.GET('/api/keywords/search', { params: { query: { query } }, signal }),
  );
  return data.slice(0, KEYWORD_OPTIONS_MAX).map((keyword) => keyword.name);
}

/** Keywords matching typed text (GET /api/keywords/search), at most 500 (spec 001 §5, §9). */
export function useKeywordSearch(query: string, enabled: boolean) {
  const { client } = useVitrine();
  return useQuery({
    queryKey: editorKeys.keywords(query),
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) => fetchKeywords(client, query, signal),
  });
}

/** Looks one typed keyword up (the same call and cache as {@link useKeywordSearch}). */
export function useKeywordLookup(): (query: string) => Promise<string[]> {
  const { client, queryClient } = useVitrine();
  return useCallback(
    (query: string) =>
      queryClient.fetchQuery({
        queryKey: editorKeys.keywords(query),
        staleTime: 30_000,
        queryFn: ({ signal }) => fetchKeywords(client, query, signal),
      }),
    [client, queryClient],
  );
}

/**
 * A dictionary field's values (GET /api/custommetadata/definition/dictionarySearch?query=custom-{id}),
 * at most 500 (spec 001 §5); the field filters them as the user types.
 */
export function useDictionaryValues(definitionId: number | undefined) {
  const { client } = useVitrine();
  return useQuery({
    queryKey: editorKeys.dictionary(definitionId ?? -1),
    enabled: definitionId !== undefined,
    staleTime: CONFIG_STALE_MS,
    queryFn: async ({ signal }): Promise<string[]> => {
      const data = await unwrap(
        client.GET('/api/custommetadata/definition/dictionarySearch', {
          params: { query: { query: `custom-${definitionId}` } },
          signal,
        }),
      );
      return data.slice(0, KEYWORD_OPTIONS_MAX);
    },
  });
}

/** The workflow statuses (GET /api/workflows), read only when workflow is enabled (spec 001 §6). */
export function useWorkflowStatuses(enabled: boolean) {
  const { client } = useVitrine();
  return useQuery({
    queryKey: editorKeys.workflows,
    enabled,
    staleTime: CONFIG_STALE_MS,
    queryFn: ({ signal }): Promise<WorkflowStatus[]> => unwrap(client.GET('/api/workflows', { signal })),
  });
}

/**
 * Whether typed keywords that are not in the dictionary may be added (spec 001 §5: not when the
 * keywords dictionary is limited, unless the user manages keywords, spec 000 §6). Undefined while
 * either answer is pending; a failed read counts as limited (the server refuses new keywords then).
 */
export function useMayCreateKeywords(): boolean | undefined {
  const { client } = useVitrine();
  const limited = useConfigFlag('iskeywordsdictionarylimited');
  const manage = useQuery({
    queryKey: editorKeys.keywordsPermission,
    enabled: limited.value === true,
    staleTime: CONFIG_STALE_MS,
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/api/config/keywordseditingpermission', { signal }))).allowed === true,
  });
  if (limited.error) return false;
  if (limited.value === undefined) return undefined;
  if (!limited.value) return true;
  if (manage.error) return false;
  return manage.data;
}

/** The library's switches the form reads (workflow, branding status). */
export function useEditorSettings() {
  const settings = useGlobalSettings();
  return {
    enableWorkflow: settings.data?.enableWorkflow === true,
    enableBranding: settings.data?.enableImageBrandingStatus === true,
    isPending: settings.isPending,
  };
}

/** What one save sends. */
export interface SaveInput {
  imageIds: readonly number[];
  patches: readonly EditPatch[];
}

/**
 * Saves the patches (PATCH /api/images). On success the editor's reads are refreshed, so the form
 * opens again on the values as the server has them.
 */
export function useSaveMetadata() {
  const { client } = useVitrine();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageIds, patches }: SaveInput) =>
      unwrap(
        client.PATCH('/api/images', {
          body: {
            imageIds: [...imageIds],
            patches: patches.map((patch) => ({
              id: Number(patch.id),
              field: patch.field,
              action: patch.action,
              value: patch.value,
            })),
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.all }),
  });
}
