// Annotation (spec 001 §2 "the drawing is merged and saved in PNG format"): the whiteboard's drawing,
// a PNG with transparency, laid over the image as the viewer showed it (upright from its EXIF
// orientation, as `Download.aspx?id=&rotate=1` serves it) and saved as one PNG. Both inputs are
// measured from their headers before a pixel is decoded (openImage).
import { ANNOTATION_MAX_PIXELS } from '@vitrine/core';
import sharp, { type Metadata } from 'sharp';
import { isMediaError } from './errors';
import { openImage } from './renditions';

/** Why a drawing cannot be merged. */
export type AnnotationRefusal =
  /** spec 001 §5: the drawing has no visible pixel. */
  | 'empty'
  /** spec 001 §5: the image (or the drawing) has more pixels than ANNOTATION_MAX_PIXELS. */
  | 'tooLarge'
  /** The drawing is not a PNG that decodes. */
  | 'notPng'
  /** The image itself cannot be decoded (damaged, a type sharp does not draw). */
  | 'badImage';

export class AnnotationError extends Error {
  override readonly name = 'AnnotationError';
  readonly refusal: AnnotationRefusal;

  constructor(refusal: AnnotationRefusal, message: string, options?: ErrorOptions) {
    super(message, options);
    this.refusal = refusal;
  }
}

export interface MergedAnnotation {
  /** The merged picture as PNG. */
  data: Buffer;
  width: number;
  height: number;
}

/** The size an image shows at once turned upright (EXIF orientations 5-8 swap the sides). */
function uprightSize(header: Metadata): { width: number; height: number } {
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  return (header.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Lays `drawing` (PNG, transparent where nothing was drawn) over the image `background` (its path or
 * bytes) turned upright, and answers the result as PNG with the image's metadata (EXIF orientation
 * reset). A drawing of another size is stretched to the image's (the whiteboard draws at zoom 1, so
 * it is the same size). Throws AnnotationError.
 */
export async function mergeAnnotation(
  background: Buffer | string,
  drawing: Buffer,
  maxPixels = ANNOTATION_MAX_PIXELS,
): Promise<MergedAnnotation> {
  let image: Awaited<ReturnType<typeof openImage>>;
  try {
    image = await openImage(background, maxPixels);
  } catch (error) {
    if (isMediaError(error, 'pixelLimit'))
      throw new AnnotationError('tooLarge', error.message, { cause: error });
    throw new AnnotationError('badImage', isMediaError(error) ? error.message : String(error), {
      cause: error,
    });
  }
  const size = uprightSize(image.header);

  let overlay: Buffer;
  try {
    const opened = await openImage(drawing, maxPixels);
    if (opened.mimeType !== 'image/png') {
      throw new AnnotationError('notPng', `The drawing must be a PNG image, not ${opened.mimeType}.`);
    }
    const pixels = sharp(drawing, { limitInputPixels: maxPixels }).ensureAlpha();
    const alpha = (await pixels.clone().stats()).channels[3];
    if (!alpha || alpha.max === 0) throw new AnnotationError('empty', 'The drawing has no visible pixel.');
    overlay = await pixels
      .resize({ ...size, fit: 'fill' })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof AnnotationError) throw error;
    if (isMediaError(error, 'pixelLimit'))
      throw new AnnotationError('tooLarge', error.message, { cause: error });
    throw new AnnotationError('notPng', 'The drawing is not a PNG image that can be read.', { cause: error });
  }

  try {
    const { data, info } = await sharp(image.source, {
      limitInputPixels: maxPixels,
      autoOrient: true,
      failOn: 'error',
    })
      .composite([{ input: overlay, left: 0, top: 0 }])
      .keepMetadata()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new AnnotationError('badImage', 'The image cannot be decoded to be annotated.', { cause: error });
  }
}
