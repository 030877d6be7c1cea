// The report preview benchmark page (report-preview.bench.ts): the report dialog's preview engine
// (@vitrine/share-and-report's preview.ts: the first page's document from @vitrine/core/report, made
// a PDF by pdfmake and drawn by pdf.js, both loaded with import() on first use) on files whose data
// and thumbnails are made here, as the dialog's cache holds them after its first read. It exposes
// window.__reportPreviewBench.preview(template) → milliseconds from the call to the page drawn.
import { reportLabelsFor } from '@vitrine/core/report';
import type { ReportImageDetail, ReportSettings } from '../../../packages/share-and-report/src/report/domain';
import {
  drawReportPreview,
  makeReportPreview,
  type PreviewFileData,
} from '../../../packages/share-and-report/src/report/preview';
import type {} from './protocol';

const FILES = 40;

/** A photo-like JPEG data URL (gradients and a few shapes), `seed` varying it. */
function picture(seed: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = 384;
  canvas.height = 288;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 384, 288);
  gradient.addColorStop(0, `hsl(${(seed * 37) % 360} 60% 55%)`);
  gradient.addColorStop(1, `hsl(${(seed * 71) % 360} 50% 25%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 384, 288);
  for (let i = 0; i < 12; i += 1) {
    context.fillStyle = `hsl(${(seed * 13 + i * 29) % 360} 70% ${30 + i * 4}% / 0.6)`;
    context.beginPath();
    context.arc((i * 53 + seed * 7) % 384, (i * 31 + seed * 11) % 288, 20 + i * 3, 0, Math.PI * 2);
    context.fill();
  }
  return canvas.toDataURL('image/jpeg', 0.82);
}

function detail(id: number): ReportImageDetail {
  return {
    id,
    fileName: `photo-${String(id).padStart(4, '0')}.jpg`,
    extension: 'jpg',
    fileSize: 2_400_000 + id * 1_000,
    folder: { id: 1, shortPath: '/Marketing/Campaigns' },
    keywords: ['beach', 'summer', 'campaign', 'sea', 'sand', 'blue'],
    imageLocation: 'Kiel, Schleswig-Holstein, Germany',
    imageAttributes: {
      title: `Summer campaign, shot ${id}`,
      author: 'Ana Ribeiro',
      subject: 'Coastline',
      description: 'Low tide on the northern beach in the late afternoon light, people walking dogs.',
    },
    imageIPTC: {
      urgency: null,
      DateCreated: '2024-05-01T10:00:00',
      headline: 'Low tide',
      credit: 'Vitrine',
      copyright: '© Vitrine',
    },
    imageInfo: { width: 4000, height: 3000, Make: 'Canon', Model: 'EOS R5', FNumber: 'f/8', ISO: '100' },
    imageLog: { addedToDBGallery: '2026-01-02T03:04:05Z' },
  } as ReportImageDetail;
}

const files = new Map<number, PreviewFileData>();
for (let id = 1; id <= FILES; id += 1) files.set(id, { detail: detail(id), picture: picture(id) });
const fileIds = [...files.keys()];
const canvas = document.getElementById('page') as HTMLCanvasElement;

function settings(template: number): ReportSettings {
  return {
    template,
    font: 'Arial',
    groups: ['title', 'iptcContent', 'image', 'fileInfo', 'exif'],
    customIds: [],
    pageNumberPosition: 'right',
    pageNumberFormat: 'PageXofY',
    headerImage: null,
    footerImage: null,
  };
}

window.__reportPreviewBench = {
  async preview(template) {
    const start = performance.now();
    const { pdf } = await makeReportPreview({
      fileIds,
      settings: settings(template),
      customFields: [],
      labels: reportLabelsFor('en'),
      readFile: async (id) => files.get(id) as PreviewFileData,
      signal: new AbortController().signal,
    });
    await drawReportPreview(pdf, canvas, 300);
    return performance.now() - start;
  },
};
