// PDF reports (spec 000 §7 "Reports: GET default report {isFromPreferences} -> defaultPdf, customPdf,
// customData; POST default report {pdfRequest, isFromPreferences}; POST /api/export {ids, pdfRequest}
// -> token, then download at /api/export/{token}"; §5 "Header and footer image must be an image
// file"; §6 the PDF-report customisation permission). What the PDF looks like is the target's own (the
// mocks write a one-page list of the names, the server the real report): the scenarios read its text
// back with pdftotext and find the files' names.
import { execFileSync } from 'node:child_process';
import type { components } from '@vitrine/api-client';
import { en } from '@vitrine/core';
import { REPORT_DEFAULT_REQUEST } from '@vitrine/core/report';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type PdfRequest = components['schemas']['PdfRequest'];

/** A 1 × 1 PNG as a data URL (a header image the rule accepts). */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describeContract('PDF reports', (c) => {
  it('answers the default report, no saved settings yet, and the custom fields a report can print', async () => {
    await c.signInAs('editor');
    const { data, error } = await c.client.GET('/api/reports/default', { params: { query: {} } });
    expect(error).toBeUndefined();
    expect(data?.defaultPdf).toEqual(REPORT_DEFAULT_REQUEST);
    expect(data?.customPdf ?? null).toBeNull();
    const labels = (data?.customData ?? []).map((definition) => definition.label);
    expect(labels.length).toBeGreaterThan(0);
    // The recognition-label field holds no data a person typed: never a report column.
    expect(data?.customData?.some((definition) => definition.isRecognitionLabel === true)).toBe(false);
  });

  it('keeps the settings a person saves (with the customisation permission) and answers them back', async () => {
    await c.signInAs('editor');
    const pdfRequest: PdfRequest = {
      settings: {
        template: 7,
        font: { family: 'Georgia' },
        titleBlock: { infoSpecification: ['title', 'exif'], customIds: [] },
        pageNumbers: { position: 'center', format: 'PageX' },
      },
      headerImage: { path: PNG_DATA_URL },
      footerImage: null,
      customIds: [],
    };
    const saved = await c.client.POST('/api/reports/default', { body: { pdfRequest } });
    expect(saved.response.status).toBe(204);
    const { data } = await c.client.GET('/api/reports/default', { params: { query: {} } });
    expect(data?.customPdf).toEqual(pdfRequest);
  });

  it('refuses a header or footer image that is not an image file, saving nothing (spec 000 §5)', async () => {
    await c.signInAs('editor');
    expectApiError(
      await c.client.POST('/api/reports/default', {
        body: { pdfRequest: { footerImage: { path: 'data:text/html;base64,PGI+eDwvYj4=' } } },
      }),
      400,
      en.report.imageNotImage,
    );
    const { data } = await c.client.GET('/api/reports/default', { params: { query: {} } });
    expect(data?.customPdf?.footerImage ?? null).toBeNull();
  });

  it('makes a report of files: a token, then a PDF holding their names', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const first = await c.uploadPng(folder.id, 'harbour-report.png');
    const second = await c.uploadPng(folder.id, 'market-report.png');
    const prepared = await c.client.POST('/api/export', {
      body: { ids: [first, second], pdfRequest: { settings: { template: 12 } } },
    });
    expect(prepared.error).toBeUndefined();
    const token = prepared.data?.id as string;
    const answer = await c.client.GET('/api/export/{token}', {
      params: { path: { token } },
      parseAs: 'arrayBuffer',
    });
    expect(answer.response.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(answer.data as ArrayBuffer);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
    expect(text).toContain('harbour-report.png');
    expect(text).toContain('market-report.png');
  });

  it('makes the report in the background: its status goes from queued or making to ready, with the images placed (issue 20)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const first = await c.uploadPng(folder.id, 'quay-status.png');
    const second = await c.uploadPng(folder.id, 'pier-status.png');
    const prepared = await c.client.POST('/api/export', {
      body: { ids: [first, second], pdfRequest: { settings: { template: 12 } } },
    });
    const token = prepared.data?.id as string;
    const states: string[] = [];
    for (let look = 0; look < 600; look++) {
      const { data, error } = await c.client.GET('/api/export/{token}/status', {
        params: { path: { token } },
      });
      expect(error).toBeUndefined();
      expect(data?.total).toBe(2);
      expect(data?.done).toBeGreaterThanOrEqual(0);
      expect(data?.done).toBeLessThanOrEqual(2);
      states.push(data?.state as string);
      if (data?.state === 'ready') {
        expect(data.done).toBe(2);
        break;
      }
      expect(['queued', 'making']).toContain(data?.state);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(states.at(-1)).toBe('ready');
    const answer = await c.client.GET('/api/export/{token}', {
      params: { path: { token } },
      parseAs: 'arrayBuffer',
    });
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: new Uint8Array(answer.data as ArrayBuffer),
    }).toString();
    expect(text).toContain('quay-status.png');
  });

  it('answers a zip export as ready at once', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    const prepared = await c.client.POST('/api/export', { body: { ids: [id], type: 1 } });
    const { data } = await c.client.GET('/api/export/{token}/status', {
      params: { path: { token: prepared.data?.id as string } },
    });
    expect(data).toEqual({ state: 'ready', done: 1, total: 1 });
  });

  it("answers 404 for the status of an unknown token and of another person's report", async () => {
    await c.signInAs('editor');
    expectApiError(
      await c.client.GET('/api/export/{token}/status', { params: { path: { token: 'no-such-token' } } }),
      404,
    );
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    const prepared = await c.client.POST('/api/export', {
      body: { ids: [id], pdfRequest: { settings: { template: 12 } } },
    });
    const token = prepared.data?.id as string;
    await c.signInAs('superAdmin');
    expectApiError(await c.client.GET('/api/export/{token}/status', { params: { path: { token } } }), 404);
  });

  it('refuses a report whose header image is not an image file, with the same words', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    expectApiError(
      await c.client.POST('/api/export', {
        body: { ids: [id], pdfRequest: { headerImage: { path: '../../etc/passwd.png' } } },
      }),
      400,
      en.report.imageNotImage,
    );
  });
});
