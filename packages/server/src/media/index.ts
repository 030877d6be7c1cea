// @vitrine/server media: metadata, renditions, rotation and content hashes (no database, no HTTP).
// The server's foundation plugs these in; see README.md for the choices and limits.

export {
  AnnotationError,
  type AnnotationRefusal,
  type MergedAnnotation,
  mergeAnnotation,
} from './annotate';
export {
  MAX_INPUT_PIXELS,
  PDF_METADATA_MAX_BYTES,
  RENDITION_FILE_TYPES,
  RENDITION_FORMATS,
  RENDITION_QUALITY,
  type RenditionFormat,
  ROTATION_JPEG_QUALITY,
  SNIFF_BYTES,
} from './constants';
export {
  buildIptcData,
  buildIptcSegment,
  buildXmpPacket,
  encodeJpegWithMetadata,
  escapeXml,
  exifDirectories,
  insertJpegSegment,
  type MetadataBlocks,
  type PlaceNames,
  type WritableMetadata,
} from './embed';
export { isMediaError, MediaError, type MediaErrorCode } from './errors';
export { type ImageFields, toImageFields } from './fields';
export { HashingStream, sha256, sha256File } from './hash';
export { type MediaMetadata, type MetadataTag, readMetadata } from './metadata';
export {
  makeRenditions,
  openImage,
  RENDITION_SIZES,
  type Rendition,
  type RenditionOptions,
  type RotatedImage,
  rotate,
} from './renditions';
export { configureSharp, describeSharp, type SharpSettings } from './settings';
export { DECODABLE_IMAGE_TYPES, readHead, sniffMimeType, UNKNOWN_MIME_TYPE } from './sniff';
export { readWavInfo, WAV_INFO_TAGS, type WavInfo } from './wav';
