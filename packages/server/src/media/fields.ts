// From MediaMetadata to the metadata groups of openapi.yml's ImageSummary (spec 000 §3 Image,
// spec 001 §3): the server stores these when a file arrives. Structural types, so this module does not
// depend on @vitrine/api-client; fields.test.ts checks they fit the generated schema types.
import type { MediaMetadata } from './metadata';

/** The Image fields that come from the file itself. */
export interface ImageFields {
  mimeType: string;
  keywords: string[];
  /** "City, State, Country" without the empty parts, or null (as the mocks answer it). */
  imageLocation: string | null;
  /** The parts of the location, for the logical view 'location/{country}/{state}/{city}' (spec 000 §2). */
  location: MediaMetadata['location'];
  imageAttributes: {
    title: string | null;
    author: string | null;
    subject: string | null;
    description: string | null;
  };
  /**
   * IPTC: urgency and DateCreated (spec 001 §3; DateCreated is the date taken, the wall clock
   * 'YYYY-MM-DDTHH:mm:ss', read-only), plus copyright, by name.
   */
  imageIPTC: { urgency: number | null; DateCreated: string | null; [name: string]: string | number | null };
  /** Omitted when the file has no GPS position (ImageGPS is not nullable in openapi.yml). */
  imageGPS?: { latitude: number; longitude: number };
  /** width and height as seen (orientation applied), camera make and model by name (read-only). */
  imageInfo?: { width: number; height: number; [name: string]: string | number | null };
}

/** Maps what a file says onto the Image schema's groups (ImageSummary in openapi.yml). */
export function toImageFields(metadata: MediaMetadata): ImageFields {
  const { location } = metadata;
  const place = [location.city, location.stateProvince, location.country].filter(
    (part): part is string => part !== null && part !== '',
  );
  const fields: ImageFields = {
    mimeType: metadata.mimeType,
    keywords: [...metadata.keywords],
    imageLocation: place.length > 0 ? place.join(', ') : null,
    location: { ...location },
    imageAttributes: {
      title: metadata.title,
      author: metadata.author,
      subject: metadata.subject,
      description: metadata.description,
    },
    imageIPTC: { urgency: metadata.urgency, DateCreated: metadata.dateTaken, copyright: metadata.copyright },
  };
  if (metadata.gps !== null) {
    fields.imageGPS = { latitude: metadata.gps.latitude, longitude: metadata.gps.longitude };
  }
  if (metadata.width !== null && metadata.height !== null) {
    fields.imageInfo = {
      width: metadata.width,
      height: metadata.height,
      Make: metadata.camera.make,
      Model: metadata.camera.model,
      ...(metadata.orientation !== null ? { Orientation: metadata.orientation } : {}),
      ...(metadata.durationSeconds !== null ? { duration: metadata.durationSeconds } : {}),
      ...(metadata.pageCount !== null ? { pages: metadata.pageCount } : {}),
    };
  }
  return fields;
}
