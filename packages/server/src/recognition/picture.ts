// The picture a recognition provider is given (RECOGNITION_BOUNDS.maxSide): the original, upright
// (EXIF orientation applied), at most maxSide on its longer side, as JPEG. sharp shrinks a JPEG while
// decoding it, so a 24-megapixel photo is never held at full size.
import sharp from 'sharp';
import { RECOGNITION_BOUNDS, type RecognitionInput } from './provider';

export async function boundedPicture(path: string): Promise<RecognitionInput> {
  const { data, info } = await sharp(path, { failOn: 'none' })
    .rotate()
    .resize(RECOGNITION_BOUNDS.maxSide, RECOGNITION_BOUNDS.maxSide, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}
