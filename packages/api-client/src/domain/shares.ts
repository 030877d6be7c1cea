// Share links (issue 20; openapi.yml tag sharing: createShare, updateShare, listMyShares,
// revokeShare, getSharedView; tag files: exportPublic, downloadPublicExport): typed calls over the
// client, one home for every side that speaks the API (the share dialog, "My shares", the shared page).
import { unwrap, type VitrineClient } from '../client';
import type { components } from '../generated/schema';

/** A share link and its settings as its owner sees them (spec 000 §3 "Sharing state"). */
export type SharingState = components['schemas']['SharingState'];
/** What a shared-link visitor gets (spec 000 §7 "sharing view"). */
export type SharedView = components['schemas']['SharedView'];

/** spec 000 §7 "POST share {Href, imageIds, key, title}": a new link of the files (share.link). */
export function createShareLink(
  client: VitrineClient,
  link: { href: string; imageIds: readonly number[]; title?: string | null },
): Promise<SharingState> {
  return unwrap(
    client.POST('/api/share', {
      body: { Href: link.href, imageIds: [...link.imageIds], title: link.title ?? null },
    }),
  );
}

/**
 * spec 000 §7 "PATCH sharing/{stateId} with the sharing settings": only what is given changes;
 * `password: ''` removes the password.
 */
export function updateShareLink(
  client: VitrineClient,
  id: number,
  settings: Omit<SharingState, 'id'>,
): Promise<SharingState> {
  return unwrap(
    client.PATCH('/api/sharing/{stateId}', { params: { path: { stateId: id } }, body: { ...settings, id } }),
  );
}

/** "My shares": the signed-in user's links, newest first, with views and downloads counted. */
export async function listMyShares(client: VitrineClient): Promise<SharingState[]> {
  return (await unwrap(client.GET('/api/sharing/mine'))).shares;
}

/** Revokes a link: it stops opening at once and stays listed as revoked. */
export async function revokeShareLink(client: VitrineClient, id: number): Promise<void> {
  await unwrap(client.DELETE('/api/sharing/{stateId}', { params: { path: { stateId: id } } }));
}

/**
 * spec 000 §7 "POST sharing view {restoreHash}": opens a link as a visitor (the session becomes the
 * link's). An expired or revoked link, or a password needed or wrong, answers an errorMessage
 * (passwordRequired for the last two).
 */
export function openSharedView(client: VitrineClient, slug: string, password?: string): Promise<SharedView> {
  return unwrap(
    client.POST('/api/sharing/view', {
      body: { restoreHash: slug, ...(password === undefined ? {} : { password }) },
    }),
  );
}

/** spec 001 §7 "POST public export service body ids, type=1, publicHash": the token of a zip. */
export async function preparePublicExport(
  client: VitrineClient,
  publicHash: string,
  ids: readonly number[],
): Promise<string> {
  return (await unwrap(client.POST('/api/publicexport', { body: { ids: [...ids], type: 1, publicHash } })))
    .id;
}

/** spec 001 §7 "the client then opens that service path/{token}": the address to open, below `baseUrl`. */
export function publicExportUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/publicexport/${encodeURIComponent(token)}`;
}

/** The shared page's address of a link: the reference app's `/shared/<slug>` (spec 000 §2). */
export function sharedPageLink(base: string, slug: string): string {
  return `${base.replace(/\/+$/, '')}/shared/${encodeURIComponent(slug)}`;
}
