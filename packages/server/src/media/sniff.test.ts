// The type of a file comes from its bytes (issue 5: "mime type sniffed from the bytes").
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../testing/images';
import { DECODABLE_IMAGE_TYPES, sniffMimeType, UNKNOWN_MIME_TYPE } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffMimeType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['tiff', 'image/tiff'],
    ['avif', 'image/avif'],
  ] as const)('knows a real %s made by sharp', async (format, mimeType) => {
    const image = await solidImage(16, 16, format);
    expect(sniffMimeType(image)).toBe(mimeType);
    expect(DECODABLE_IMAGE_TYPES.has(mimeType)).toBe(true);
  });

  it.each([
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video/x-msvideo'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04], 'rest'), 'application/zip'],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'), 'video/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '), 'video/quicktime'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    ['AVIF as mif1', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avifmiaf'), 'image/avif'],
    ['M4A', bytes([0, 0, 0, 0x14], 'ftypM4A ', [0, 0, 0, 0], 'M4A '), 'audio/mp4'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg'],
    ['AAC', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['FLAC', bytes('fLaC'), 'audio/flac'],
    ['Ogg', bytes('OggS'), 'audio/ogg'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\x82\x84webm'), 'video/webm'],
    [
      'BMP',
      bytes(
        'BM',
        Array.from({ length: 20 }, () => 0),
      ),
      'image/bmp',
    ],
    ['PSD', bytes('8BPS', [0, 1]), 'image/vnd.adobe.photoshop'],
    ['SVG', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['SVG with leading space', bytes('  \n<svg width="1"></svg>'), 'image/svg+xml'],
    ['HTML', bytes('<!DOCTYPE html><html></html>'), 'text/html'],
    ['XML', bytes('<?xml version="1.0"?><note/>'), 'application/xml'],
    ['text', bytes('hello'), UNKNOWN_MIME_TYPE],
    ['nothing', bytes(''), UNKNOWN_MIME_TYPE],
  ])('knows %s', (_name, head, mimeType) => {
    expect(sniffMimeType(head)).toBe(mimeType);
  });

  it('does not take an SVG for an image when it is HTML with an svg inside', async () => {
    expect(sniffMimeType(bytes('<html><body><svg></svg></body></html>'))).toBe('text/html');
    expect(
      sniffMimeType(
        await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'))
          .png()
          .toBuffer(),
      ),
    ).toBe('image/png');
  });
});
