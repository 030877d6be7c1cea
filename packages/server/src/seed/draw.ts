// The pictures of the demo photos: an SVG (gradient, shapes, a caption) rendered by sharp, so every
// thumbnail looks different. The caption is text from the plan, escaped: data, never markup.
import sharp, { type Sharp } from 'sharp';
import { escapeXml } from '../media/embed';
import type { Artwork } from './catalogue';

function shape(artwork: Artwork['shapes'][number], width: number, height: number): string {
  const size = artwork.size * Math.min(width, height);
  const x = artwork.x * width;
  const y = artwork.y * height;
  const fill = `hsl(${artwork.hue}, 70%, 55%)`;
  const style = `fill="${fill}" fill-opacity="${artwork.opacity}"`;
  switch (artwork.kind) {
    case 'circle':
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size / 2).toFixed(1)}" ${style}/>`;
    case 'rect':
      return `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.7).toFixed(1)}" rx="${(size * 0.08).toFixed(1)}" ${style}/>`;
    case 'triangle': {
      const points = [
        [x, y - size / 2],
        [x + size / 2, y + size / 2],
        [x - size / 2, y + size / 2],
      ]
        .map(([px = 0, py = 0]) => `${px.toFixed(1)},${py.toFixed(1)}`)
        .join(' ');
      return `<polygon points="${points}" ${style}/>`;
    }
  }
}

/** The SVG of a demo picture at `width` × `height` (as seen, upright). */
export function artworkSvg(artwork: Artwork, width: number, height: number): string {
  const radians = (artwork.angle * Math.PI) / 180;
  const [x2, y2] = [0.5 + Math.cos(radians) / 2, 0.5 + Math.sin(radians) / 2];
  const fontSize = Math.round(Math.min(width, height) / 14);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="sky" x1="${(1 - x2).toFixed(3)}" y1="${(1 - y2).toFixed(3)}" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}">`,
    `<stop offset="0" stop-color="hsl(${artwork.hueA}, 65%, 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${artwork.hueB}, 70%, 70%)"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    ...artwork.shapes.map((item) => shape(item, width, height)),
    `<rect x="0" y="${height - fontSize * 2}" width="${width}" height="${fontSize * 2}" fill="#000" fill-opacity="0.35"/>`,
    `<text x="${fontSize * 0.6}" y="${height - fontSize * 0.65}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" fill="#fff">${escapeXml(artwork.caption)}</text>`,
    '</svg>',
  ].join('');
}

/** The upright picture as a sharp pipeline (RGB, no alpha). */
export function renderArtwork(artwork: Artwork, width: number, height: number): Sharp {
  return sharp(Buffer.from(artworkSvg(artwork, width, height))).flatten({ background: '#000000' });
}
