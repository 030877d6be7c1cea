// A report's text cut into font runs (issue 20 "Names and metadata are text in the PDF"): the free
// fonts a report embeds (Tinos, Arimo, Gelasio: packages/server src/reports/fonts.ts) come as one
// file per Unicode subset (latin, latin-ext, cyrillic, greek, ...), and a PDF font cannot fall back
// to another file glyph by glyph. So each text is cut into runs that one subset's file covers, and
// each run is written in that subset's font: "Łódź ΑΒΓ" prints whole, not with empty boxes.
//
// Framework-free and without font files: the caller says which code points each subset covers
// (the server reads them from the files with fontkit), so whoever renders the document (the server,
// or a preview given the same coverage) cuts every text the same way.
import type { ReportFont } from '../constants';
import type { ReportNode } from './document';

/** One subset file of a kept font, as run splitting sees it. */
export interface ReportFontSubset {
  /** pdfmake's family name for the subset ("Arial" for the first, "Arial/latin-ext" for the others). */
  readonly family: string;
  /** Whether the subset's file has a glyph for the code point. */
  covers(codePoint: number): boolean;
}

/** The subsets of each kept font, in the order they are tried (the first is the font's own family). */
export type ReportFontSubsets = ReadonlyMap<ReportFont, readonly ReportFontSubset[]>;

/** A run of text in one subset's family (a pdfmake text node's `text` array item). */
export interface ReportTextRun {
  text: string;
  font: string;
}

/**
 * `text` cut into runs that one subset covers each: the plain string when the font's first subset
 * covers it all (the common case), else runs with their family. A character none of the font's
 * subsets has is taken from the first other kept font that has it (Gelasio has no Greek; Tinos has), so it
 * prints in a close face rather than as a box; one no font has stays in the first subset's run.
 */
export function splitReportRuns(
  fonts: ReportFontSubsets,
  font: ReportFont,
  text: string,
): string | ReportTextRun[] {
  const own = fonts.get(font) ?? [];
  const first = own[0];
  if (!first) return text;
  const others = [...fonts].filter(([name]) => name !== font).flatMap(([, subsets]) => subsets);
  const runs: ReportTextRun[] = [];
  for (const char of text) {
    const point = char.codePointAt(0) as number;
    const has = (subset: ReportFontSubset) => subset.covers(point);
    const family = (own.find(has) ?? others.find(has) ?? first).family;
    const last = runs[runs.length - 1];
    if (last && last.font === family) last.text += char;
    else runs.push({ text: char, font: family });
  }
  return runs.length <= 1 && runs[0]?.font === first.family ? text : runs;
}

/**
 * A document node with every `text` string cut into runs (`splitReportRuns`); pictures (`image`)
 * and table layouts (`layout`, which may hold functions) are kept as they are.
 */
export function withReportRuns(fonts: ReportFontSubsets, font: ReportFont, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((child) => withReportRuns(fonts, font, child));
  if (node === null || typeof node !== 'object') return node;
  const out: ReportNode = {};
  for (const [key, value] of Object.entries(node as ReportNode)) {
    if (key === 'text' && typeof value === 'string') out[key] = splitReportRuns(fonts, font, value);
    else if (key === 'image' || key === 'layout') out[key] = value;
    else out[key] = typeof value === 'object' ? withReportRuns(fonts, font, value) : value;
  }
  return out;
}
