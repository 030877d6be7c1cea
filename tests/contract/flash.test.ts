// The flash views (spec 000 §2 /wall and /curve; spec 000 §7 "GET /api/flash/{view}?ids="; spec 000
// §9 "flash views load 100"): the images asked for, in the order asked, as the views show them.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('flash views', (c) => {
  const flash = (view: 'wall' | 'curve', ids: readonly number[]) =>
    c.client.GET('/api/flash/{view}', { params: { path: { view }, query: { ids: ids.join(',') } } });

  it('answers the images asked for, in the order asked, on the wall and the carousel (spec 000 §7)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const first = await c.uploadPng(folder.id, 'first.png');
    const second = await c.uploadPng(folder.id, 'second.png');
    const third = await c.uploadPng(folder.id, 'third.png');
    for (const view of ['wall', 'curve'] as const) {
      const { data, error } = await flash(view, [third, first, second]);
      expect(error).toBeUndefined();
      expect(data?.images.map((image) => image.id)).toEqual([third, first, second]);
      expect(data?.images.map((image) => image.fileName)).toEqual(['third.png', 'first.png', 'second.png']);
      expect(data?.images[0]?.folder?.id).toBe(folder.id);
    }
  });

  it('leaves out ids that do not exist (openapi.yml getFlashView)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const known = [await c.uploadPng(folder.id), await c.uploadPng(folder.id)];
    await c.signInAs('viewer');
    const { data, error } = await flash('wall', [known[0] ?? -1, 987_654_321, known[1] ?? -1]);
    expect(error).toBeUndefined();
    expect(data?.images.map((image) => image.id)).toEqual(known);
  });

  it('answers at most 100 images, the first 100 asked (spec 000 §9 "flash views load 100")', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const first = await c.uploadPng(folder.id);
    const last = await c.uploadPng(folder.id);
    // 101 ids: the first real, 99 unknown, then the second real one in 101st place.
    const ids = [first, ...Array.from({ length: 99 }, (_, i) => 900_000_000 + i), last];
    const { data, error } = await flash('curve', ids);
    expect(error).toBeUndefined();
    expect(data?.images.map((image) => image.id)).toEqual([first]);
  });

  it('refuses ids that are not numbers, and a call without ids, with 400 (openapi.yml)', async () => {
    await c.signInAs('viewer');
    expectApiError(
      await c.client.GET('/api/flash/{view}', { params: { path: { view: 'wall' }, query: { ids: 'a,b' } } }),
      400,
    );
    expectApiError(
      await c.client.GET('/api/flash/{view}', {
        params: { path: { view: 'wall' }, query: {} as { ids: string } },
      }),
      400,
    );
  });
});
