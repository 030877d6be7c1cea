// The viewer's place in the URL (spec 001 §2 "It updates the page URL with the selected image id"):
// the query parameter `image` on whatever page opened it, so a reload or a shared address reopens the
// file and Back closes it. Pure.

/** The query parameter that holds the open file's id. */
export const IMAGE_PARAM = 'image';

/** The open file's id in a query string, or null (absent or not a positive whole number). */
export function imageIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get(IMAGE_PARAM);
  if (raw === null || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** `pathname` with `search`'s parameters and the open file's id (or without it, for null). */
export function withImage(pathname: string, search: string, imageId: number | null): string {
  const params = new URLSearchParams(search);
  if (imageId === null) params.delete(IMAGE_PARAM);
  else params.set(IMAGE_PARAM, String(imageId));
  const text = params.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}
