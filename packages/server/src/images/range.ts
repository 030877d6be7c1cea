// HTTP Range requests on Download.aspx (RFC 9110 §14): a video or audio element seeks by asking for
// a byte range of the original. One range is answered 206 with Content-Range; a range that starts
// past the end answers 416 with `Content-Range: bytes */size`. Anything else is answered whole (200),
// as the RFC allows a server to ignore Range: a header that does not parse, a unit other than bytes,
// several ranges (browsers' media elements never ask for more than one; a multipart/byteranges
// answer would serve bytes with a type the file does not have), and an If-Range that does not match.
import type { ByteRange } from '../storage/blob-store';

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/** At most this many characters of a Range header are read (a longer one is answered whole). */
const MAX_RANGE_HEADER = 200;

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** What to answer for a Range header on content of `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || header.length > MAX_RANGE_HEADER) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // bytes=-n: the last n bytes (a suffix of 0 bytes, or any suffix of an empty file, is unsatisfiable).
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last === '') {
    return start < size ? { kind: 'partial', range: { start, end: size - 1 } } : { kind: 'unsatisfiable' };
  }
  const end = Number(last);
  // bytes=5-2 is not a valid range: ignored (RFC 9110 §14.1.1).
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/**
 * If-Range (RFC 9110 §13.1.5): the range applies only to the representation the client already has.
 * Our validator is the strong ETag (the content hash); a date, a weak tag or another tag means the
 * client's copy may differ, so the whole file is answered.
 */
export function ifRangeMatches(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

/** `bytes start-end/size` (206) or `bytes *\/size` (416). */
export function contentRange(answer: { range: ByteRange } | null, size: number): string {
  return answer ? `bytes ${answer.range.start}-${answer.range.end}/${size}` : `bytes */${size}`;
}
