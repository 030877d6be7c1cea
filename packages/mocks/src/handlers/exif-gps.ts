// The GPS position of an uploaded JPEG (its EXIF GPS IFD), so a photo uploaded to the mocks gets its
// imageGPS as the server reads it (spec 001 §3 "imageGPS (latitude, longitude, zoomLevel, id)"). Only
// what a position needs: the APP1 Exif segment, the TIFF header, IFD0's GPS pointer (0x8825) and the
// GPS tags 1–4 (references and degrees, minutes, seconds as rationals). Anything else answers null.

const GPS_IFD_POINTER = 0x8825;
const TAG = { latitudeRef: 1, latitude: 2, longitudeRef: 3, longitude: 4 } as const;
const RATIONAL = 5;
const ASCII = 2;

/** The EXIF block (TIFF bytes) of a JPEG, or null. */
function exifBlock(bytes: Uint8Array): DataView | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    // Start of scan: no metadata after it.
    if (marker === 0xda || length < 2) return null;
    const start = offset + 4;
    const isExif = marker === 0xe1 && String.fromCharCode(...bytes.subarray(start, start + 6)) === 'Exif\0\0';
    if (isExif) return new DataView(bytes.buffer, bytes.byteOffset + start + 6, length - 8);
    offset += 2 + length;
  }
  return null;
}

/** Latitude and longitude in decimal degrees from a JPEG's EXIF, or null when it carries none. */
export function readJpegGps(bytes: Uint8Array): { latitude: number; longitude: number } | null {
  const tiff = exifBlock(bytes);
  if (!tiff || tiff.byteLength < 8) return null;
  const little = tiff.getUint16(0) === 0x4949;
  const u16 = (at: number) => tiff.getUint16(at, little);
  const u32 = (at: number) => tiff.getUint32(at, little);
  try {
    const entries = (ifd: number) =>
      Array.from({ length: u16(ifd) }, (_, i) => {
        const at = ifd + 2 + 12 * i;
        return { tag: u16(at), type: u16(at + 2), count: u32(at + 4), at: at + 8 };
      });
    const pointer = entries(u32(4)).find((entry) => entry.tag === GPS_IFD_POINTER);
    if (!pointer) return null;
    const gps = entries(u32(pointer.at));
    const reference = (tag: number) => {
      const entry = gps.find((e) => e.tag === tag && e.type === ASCII);
      return entry ? String.fromCharCode(tiff.getUint8(entry.at)) : null;
    };
    const degrees = (tag: number) => {
      const entry = gps.find((e) => e.tag === tag && e.type === RATIONAL && e.count === 3);
      if (!entry) return null;
      const values = [0, 1, 2].map((i) => {
        const at = u32(entry.at) + 8 * i;
        const denominator = u32(at + 4);
        return denominator === 0 ? 0 : u32(at) / denominator;
      });
      return (values[0] ?? 0) + (values[1] ?? 0) / 60 + (values[2] ?? 0) / 3600;
    };
    const latitude = degrees(TAG.latitude);
    const longitude = degrees(TAG.longitude);
    if (latitude === null || longitude === null || latitude > 90 || longitude > 180) return null;
    const round = (value: number) => Number(value.toFixed(6));
    return {
      latitude: round(reference(TAG.latitudeRef) === 'S' ? -latitude : latitude),
      longitude: round(reference(TAG.longitudeRef) === 'W' ? -longitude : longitude),
    };
  } catch {
    // An offset past the end of the block: a damaged EXIF carries no position.
    return null;
  }
}
