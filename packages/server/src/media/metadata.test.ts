// readMetadata on real files written by sharp + our EXIF / IPTC / XMP writers: what was written is
// what is read back (issue 5 "Metadata and renditions"; spec 000 §3 Image fields).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegClaiming, pngBomb, solidImage } from '../testing/images';
import { encodeJpegWithMetadata, type WritableMetadata } from './embed';
import { readMetadata } from './metadata';

const FULL: WritableMetadata = {
  title: 'Golden harbour',
  author: 'Ana Ribeiro',
  subject: 'Landscape',
  description: 'Boats at dawn, seen from the pier.',
  keywords: ['Paris, France', 'sunset', 'boats'],
  dateTaken: '2021-07-14T10:20:30',
  camera: { make: 'Canon', model: 'EOS R5' },
  gps: { latitude: -33.8688, longitude: 151.2093 },
  location: { country: 'Australia', stateProvince: 'New South Wales', city: 'Sydney' },
  copyright: '© 2021 Vitrine Demo',
  urgency: 3,
  rating: 4,
};

const canvas = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-media-metadata-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A JPEG whose only metadata is an XMP packet with these properties (namespaces xmp and MicrosoftPhoto). */
const withXmpProperties = (properties: string) =>
  canvas()
    .jpeg()
    .withXmp(
      [
        '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
        '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
        ' xmlns:MicrosoftPhoto="http://ns.microsoft.com/photo/1.0/">',
        properties,
        '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
      ].join('\n'),
    )
    .toBuffer();

describe('readMetadata: the rating (spec 000 §3 minRating)', () => {
  it.each([
    ['<xmp:Rating>5</xmp:Rating>', 5],
    ['<xmp:Rating>0</xmp:Rating>', 0],
    ['<xmp:Rating>3.5</xmp:Rating>', 3],
    ['<xmp:Rating>-1</xmp:Rating>', 0],
    ['<xmp:Rating>9</xmp:Rating>', null],
    ['<xmp:Rating>many</xmp:Rating>', null],
    ['<MicrosoftPhoto:Rating>75</MicrosoftPhoto:Rating>', 4],
    ['<MicrosoftPhoto:Rating>1</MicrosoftPhoto:Rating>', 1],
    ['<MicrosoftPhoto:Rating>50</MicrosoftPhoto:Rating>', 3],
    ['<MicrosoftPhoto:Rating>99</MicrosoftPhoto:Rating>', 5],
    ['<xmp:Rating>2</xmp:Rating><MicrosoftPhoto:Rating>99</MicrosoftPhoto:Rating>', 2],
    ['', null],
  ])('%s → %s stars', async (properties, stars) => {
    expect((await readMetadata(await withXmpProperties(properties))).rating).toBe(stars);
  });

  it('is null for a file that carries no rating', async () => {
    const { rating: _, ...unrated } = FULL;
    expect((await readMetadata(await encodeJpegWithMetadata(canvas(), unrated))).rating).toBeNull();
  });
});

describe('readMetadata: a JPEG with EXIF, IPTC and XMP', () => {
  it('reads back every field that was written', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(), FULL);
    const metadata = await readMetadata(jpeg);
    expect(metadata).toMatchObject({
      mimeType: 'image/jpeg',
      width: 120,
      height: 80,
      title: FULL.title,
      author: FULL.author,
      subject: FULL.subject,
      description: FULL.description,
      keywords: FULL.keywords,
      dateTaken: FULL.dateTaken,
      camera: FULL.camera,
      location: FULL.location,
      copyright: FULL.copyright,
      urgency: 3,
      rating: 4,
    });
    expect(metadata.gps?.latitude).toBeCloseTo(-33.8688, 6);
    expect(metadata.gps?.longitude).toBeCloseTo(151.2093, 6);
  });

  it('reads a file from its path as it reads its bytes', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(), FULL);
    const path = join(dir, 'from-path.bin'); // no extension: the type comes from the bytes
    await writeFile(path, jpeg);
    expect(await readMetadata(path)).toEqual(await readMetadata(jpeg));
  });

  it('keeps a keyword with a comma inside as one keyword (spec 001 §5 splits on ";" only)', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(), {
      keywords: ['Paris, France', 'Rio de Janeiro, Brazil'],
    });
    expect((await readMetadata(jpeg)).keywords).toEqual(['Paris, France', 'Rio de Janeiro, Brazil']);
  });

  it('returns hostile text as data, exactly as written', async () => {
    const hostile: WritableMetadata = {
      title: '<script>alert("x")</script> & co',
      author: "O'Brien &amp; Sons",
      description: '&lt;b&gt; is not bold; 5 > 3 < 4',
      keywords: ['<img src=x onerror=alert(1)>', '&', '"quoted"'],
      location: { country: 'Côte d’Ivoire', stateProvince: 'Lagunes', city: 'Abidjan' },
    };
    for (const blocks of [{ iptc: false }, { xmp: false }]) {
      const metadata = await readMetadata(await encodeJpegWithMetadata(canvas(), hostile, blocks));
      expect(metadata.title).toBe(hostile.title);
      expect(metadata.author).toBe(hostile.author);
      expect(metadata.description).toBe(hostile.description);
      expect(metadata.keywords).toEqual(hostile.keywords);
      expect(metadata.location).toEqual(hostile.location);
    }
  });

  it('reads IPTC alone, UTF-8 text included', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(), FULL, { exif: false, xmp: false });
    const metadata = await readMetadata(jpeg);
    expect(metadata).toMatchObject({
      title: FULL.title,
      author: FULL.author,
      subject: FULL.subject,
      description: FULL.description,
      keywords: FULL.keywords,
      location: FULL.location,
      copyright: '© 2021 Vitrine Demo',
      dateTaken: FULL.dateTaken, // IPTC 2:55 + 2:60
      camera: { make: null, model: null },
      gps: null,
    });
  });

  it('reads XMP alone', async () => {
    const jpeg = await encodeJpegWithMetadata(
      canvas(),
      { ...FULL, location: { country: 'France', stateProvince: 'Île-de-France', city: 'Paris' } },
      { exif: false, iptc: false },
    );
    expect(await readMetadata(jpeg)).toMatchObject({
      title: FULL.title,
      author: FULL.author,
      subject: FULL.subject,
      keywords: FULL.keywords,
      dateTaken: FULL.dateTaken, // photoshop:DateCreated
      location: { country: 'France', stateProvince: 'Île-de-France', city: 'Paris' },
    });
  });

  it('reads EXIF alone: camera, date, GPS, artist, description', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(), FULL, { iptc: false, xmp: false });
    const metadata = await readMetadata(jpeg);
    expect(metadata).toMatchObject({
      camera: FULL.camera,
      dateTaken: FULL.dateTaken,
      author: FULL.author,
      description: FULL.description,
      title: null,
      keywords: [],
      location: { country: null, stateProvince: null, city: null },
    });
    expect(metadata.gps?.latitude).toBeCloseTo(-33.8688, 6);
    expect(metadata.tags).toContainEqual({ group: 'IFD0', name: 'Make', value: 'Canon' });
    expect(metadata.tags).toContainEqual({
      group: 'Exif',
      name: 'DateTimeOriginal',
      value: '2021:07:14 10:20:30',
    });
  });

  it('prefers EXIF DateTimeOriginal over the XMP and IPTC dates', async () => {
    const base = await encodeJpegWithMetadata(
      canvas(),
      { dateTaken: '2019-03-02T08:00:00' },
      { exif: false },
    );
    const exifOnly = await sharp(base)
      .withExifMerge({ IFD2: { DateTimeOriginal: '2020:12:31 23:59:58' } })
      .keepXmp()
      .toBuffer();
    expect((await readMetadata(exifOnly)).dateTaken).toBe('2020-12-31T23:59:58');
  });

  it('gives the size as seen: orientation 6 (stored sideways) swaps width and height', async () => {
    const jpeg = await encodeJpegWithMetadata(canvas(300, 200), { orientation: 6 });
    expect(await readMetadata(jpeg)).toMatchObject({ width: 200, height: 300, orientation: 6 });
  });

  it('leaves every field empty for an image without metadata', async () => {
    const metadata = await readMetadata(await solidImage(40, 30, 'png'));
    expect(metadata).toMatchObject({
      mimeType: 'image/png',
      width: 40,
      height: 30,
      orientation: null,
      dateTaken: null,
      camera: { make: null, model: null },
      gps: null,
      title: null,
      author: null,
      subject: null,
      description: null,
      keywords: [],
      location: { country: null, stateProvince: null, city: null },
    });
  });
});

describe('readMetadata: types from the bytes, never from the name', () => {
  it('measures an image bomb from its header without decoding it', async () => {
    const before = process.memoryUsage().rss;
    const bomb = await readMetadata(pngBomb(20_000));
    expect(bomb).toMatchObject({ mimeType: 'image/png', width: 20_000, height: 20_000 });
    const liar = await readMetadata(await jpegClaiming(30_000, 30_000));
    expect(liar).toMatchObject({ mimeType: 'image/jpeg', width: 30_000, height: 30_000 });
    // 400 megapixels decoded would be 1.2 GB as RGB; reading the header costs nothing like it.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('says what a renamed file really is', async () => {
    const path = join(dir, 'holiday.jpg');
    await writeFile(path, '<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(await readMetadata(path)).toMatchObject({ mimeType: 'text/html', width: null, title: null });
  });

  it('reads the document information and page count of a PDF', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const text of ['one', 'two', 'three'])
      pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, font });
    pdf.setTitle('Price list 2024');
    pdf.setAuthor('Jonas Weber');
    pdf.setSubject('Product');
    pdf.setKeywords(['prices; catalogue']);
    pdf.setCreationDate(new Date('2024-02-03T04:05:06Z'));
    const metadata = await readMetadata(Buffer.from(await pdf.save()));
    expect(metadata).toMatchObject({
      mimeType: 'application/pdf',
      pageCount: 3,
      title: 'Price list 2024',
      author: 'Jonas Weber',
      subject: 'Product',
      keywords: ['prices', 'catalogue'],
      dateTaken: '2024-02-03T04:05:06',
    });
  });

  it('reads the length and INFO tags of a WAV', async () => {
    const info = (id: string, text: string) => {
      const body = Buffer.from(`${text}\0`, 'utf8');
      const padded = body.length % 2 === 1 ? Buffer.concat([body, Buffer.from([0])]) : body;
      const header = Buffer.alloc(8);
      header.write(id, 0, 'latin1');
      header.writeUInt32LE(body.length, 4);
      return Buffer.concat([header, padded]);
    };
    const tags = Buffer.concat([
      Buffer.from('INFO'),
      info('INAM', 'Harbour bells'),
      info('IART', 'Mei Tanaka'),
    ]);
    const samples = Buffer.alloc(8000 * 2); // 1 s of 16-bit mono silence at 8 kHz
    const fmt = Buffer.alloc(16);
    fmt.writeUInt16LE(1, 0);
    fmt.writeUInt16LE(1, 2);
    fmt.writeUInt32LE(8000, 4);
    fmt.writeUInt32LE(16000, 8);
    fmt.writeUInt16LE(2, 12);
    fmt.writeUInt16LE(16, 14);
    const chunk = (id: string, body: Buffer) => {
      const header = Buffer.alloc(8);
      header.write(id, 0, 'latin1');
      header.writeUInt32LE(body.length, 4);
      return Buffer.concat([header, body]);
    };
    const riff = Buffer.concat([
      Buffer.from('WAVE'),
      chunk('fmt ', fmt),
      chunk('data', samples),
      chunk('LIST', tags),
    ]);
    const wav = Buffer.concat([chunk('RIFF', riff)]);
    const path = join(dir, 'bells');
    await writeFile(path, wav);
    expect(await readMetadata(path)).toMatchObject({
      mimeType: 'audio/wav',
      durationSeconds: 1,
      title: 'Harbour bells',
      author: 'Mei Tanaka',
    });
  });
});
