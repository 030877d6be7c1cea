// Web settings (spec 000 §3 "per user, browser local storage then server"; spec 001 §7 "POST web
// settings service sends the settings, visibleGridColumn as a JSON string; not sent for shared or
// guest"): what a user saves is what that user reads back; a guest never saves (403, openapi.yml).
import type { WebSettings } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

const SAVED: WebSettings = {
  hideTree: true,
  treePanelWidth: 420,
  visibleGridColumn: JSON.stringify(['id', 'title', 'keywords']),
  sortOption: 7,
  sortOrderOption: 2,
  pageSize: 48,
  slideshowTimeout: 10_000,
  whatsNewSeen: '2.4.0',
  collapsedImageDetails: ['exif', 'iptc'],
};

describeContract('web settings', (c) => {
  const read = async () => {
    const { data, error } = await c.client.GET('/api/websettings');
    expect(error).toBeUndefined();
    return data;
  };

  it('reads back what was saved (spec 000 §3, spec 001 §7)', async () => {
    await c.signInAs('editor');
    const saved = await c.client.POST('/api/websettings', { body: SAVED });
    expect(saved.error).toBeUndefined();
    expect(saved.response.status).toBe(204);
    expect(await read()).toMatchObject(SAVED);

    // A later save of some fields keeps the others.
    await c.client.POST('/api/websettings', { body: { pageSize: 96 } });
    expect(await read()).toMatchObject({ ...SAVED, pageSize: 96 });
  });

  it("keeps each user's settings apart (spec 000 §3 per user)", async () => {
    await c.signInAs('editor');
    await c.client.POST('/api/websettings', { body: SAVED });
    await c.signInAs('viewer');
    const viewers = await read();
    expect(viewers?.whatsNewSeen ?? null).not.toBe(SAVED.whatsNewSeen);
    expect(viewers?.treePanelWidth).not.toBe(SAVED.treePanelWidth);
  });

  it('refuses to save for a guest with 403 (spec 000 §3, §6; spec 001 §6)', async () => {
    await c.signInAs('guest');
    expectApiError(await c.client.POST('/api/websettings', { body: SAVED }), 403);
  });

  it('answers the settings fields: what the user saved, the default of every field never saved (spec 001 §7)', async () => {
    // spec 001 §7 "GET web settings service | returns the settings fields above" (spec 001 §3's list,
    // with spec 000 §3's). A field the user never saved has the administrator's default, which
    // GET /api/config/websettings answers (spec 000 §7).
    await c.signInAs('editor');
    const defaults = await c.client.GET('/api/config/websettings');
    expect(defaults.error).toBeUndefined();
    const fields = [
      'sortOption',
      'sortOrderOption',
      'groupResults',
      'pageSize',
      'hideTree',
      'expandFolderTree',
      'expandSetsTree',
      'expandLogicalTree',
      'showDetails',
      'settingsTab',
      'previewTab',
      'commentsTab',
      'whatsNewSeen',
      'showMarkerClusters',
      'showThumbs',
      'areThumbsShown',
      'slideshowTimeout',
      'visibleGridColumn',
      'workflowBadgesShowOnlyColor',
      'unpinPreviewMenu',
      'uploadFilePreviewCollapsed',
      'uploadSearchDuplicates',
      'recognizeObjects',
      'uploadControlsCollapsed',
      'uploadExtractZip',
      'collapsedImageDetails',
      'treePanelWidth',
      'hideSubstructure',
      'isFileSidebarEnabled',
      'infoBanner',
    ];
    const fresh = await read();
    expect(Object.keys(fresh ?? {}).sort()).toEqual(expect.arrayContaining(fields.sort()));
    expect(fresh).toEqual(defaults.data);
    await c.client.POST('/api/websettings', { body: { pageSize: 48, hideTree: true } });
    expect(await read()).toEqual({ ...defaults.data, pageSize: 48, hideTree: true });
    await c.client.POST('/api/websettings', { body: { sortOption: 7 } });
    expect(await read()).toEqual({ ...defaults.data, pageSize: 48, hideTree: true, sortOption: 7 });
  });

  it('answers the defaults to a guest, who never saves (spec 000 §3, §6)', async () => {
    await c.signInAs('guest');
    const defaults = await c.client.GET('/api/config/websettings');
    expect(await read()).toEqual(defaults.data);
  });
});
