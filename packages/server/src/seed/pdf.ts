// A real multi-page PDF for the demo library (pdf-lib, standard Helvetica: no font files), with
// text a reader can extract and the document information filled in.

import type { Random } from '@vitrine/core';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** What the demo PDF says about itself. */
export interface DemoPdfInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** 'YYYY-MM-DDTHH:mm:ss', UTC. */
  created: string;
  pageCount: number;
  /** One line of text from each page, to look for in the extracted text. */
  pageHeadings: string[];
}

const PRODUCTS = [
  'Harbour mug',
  'Canvas tote',
  'Desk lamp',
  'Trail sneaker',
  'Linen notebook',
  'Travel bottle',
];

/**
 * A price list of `pageCount` pages (A4). Dates are fixed (no "now" anywhere), so the same seed gives
 * the same bytes. Keywords are written as one '; '-separated /Keywords string.
 */
export async function makeDemoPdf(
  random: Random,
  pageCount = 3,
): Promise<{ bytes: Buffer; info: DemoPdfInfo }> {
  const info: DemoPdfInfo = {
    title: 'Vitrine demo price list 2024',
    author: 'Jonas Weber',
    subject: 'Product',
    keywords: ['price list', 'catalogue', 'Munich, Germany'],
    created: '2024-03-18T09:30:00',
    pageCount,
    pageHeadings: Array.from({ length: pageCount }, (_, index) => `Section ${index + 1} of ${pageCount}`),
  };
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let index = 0; index < pageCount; index += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(info.title, { x: 56, y: 780, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
    page.drawText(info.pageHeadings[index] ?? '', { x: 56, y: 750, size: 14, font: regular });
    let y = 710;
    for (const product of random.sample(PRODUCTS, 4)) {
      const price = `${random.int(5, 120)}.${String(random.int(0, 99)).padStart(2, '0')} EUR`;
      page.drawText(product, { x: 56, y, size: 12, font: regular });
      page.drawText(price, { x: 420, y, size: 12, font: regular });
      y -= 24;
    }
    page.drawText(`Page ${index + 1}`, { x: 280, y: 40, size: 10, font: regular, color: rgb(0.4, 0.4, 0.4) });
  }
  const created = new Date(`${info.created}Z`);
  pdf.setTitle(info.title);
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  // pdf-lib's setKeywords joins its items with spaces, which would lose where 'Munich, Germany' ends:
  // one item, '; '-separated, as readMetadata splits free-text keywords.
  pdf.setKeywords([info.keywords.join('; ')]);
  pdf.setCreator('Vitrine demo seed');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  return { bytes: Buffer.from(await pdf.save({ useObjectStreams: false })), info };
}
