/// <reference path="./pdfmake.d.ts" />
// The preview's PDF, made in the browser (row B7): pdfmake and its standard fonts are imported here
// only, and this module is itself imported with import() when the dialog opens (preview.ts), so no
// other chunk carries a byte of pdfmake. The document is @vitrine/core/report's, the one the server
// renders; the fonts are pdfmake's standard PDF fonts, metric-compatible with what the server embeds
// (Times for Times New Roman and Georgia, as Tinos and Gelasio; Helvetica for Arial, as Arimo).
import type { ReportDocument } from '@vitrine/core/report';
import pdfMake from 'pdfmake/build/pdfmake.min.js';
import Helvetica from 'pdfmake/build/standard-fonts/Helvetica.js';
import Times from 'pdfmake/build/standard-fonts/Times.js';

const TIMES = {
  normal: 'Times-Roman',
  bold: 'Times-Bold',
  italics: 'Times-Italic',
  bolditalics: 'Times-BoldItalic',
};
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};

let ready = false;

function setUp(): void {
  if (ready) return;
  pdfMake.addFontContainer(Times);
  pdfMake.addFontContainer(Helvetica);
  // The kept fonts (spec 000 §5) by the names the document uses.
  pdfMake.setFonts({ 'Times New Roman': TIMES, Georgia: TIMES, Arial: HELVETICA });
  // The preview's pictures are data URLs: pdfmake fetches nothing.
  pdfMake.setUrlAccessPolicy(() => false);
  ready = true;
}

/** The PDF of `doc` with its `images` (key → data URL), as bytes. */
export async function makePdf(doc: ReportDocument, images: Record<string, string>): Promise<Uint8Array> {
  setUp();
  return pdfMake.createPdf({ ...doc, images }).getBuffer();
}
