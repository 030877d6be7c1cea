// Session calls (inferred in openapi.yml; the spec shows none) carry the access states of spec 000 §3
// (isGuestAccess, isSuperAdmin, isShared). Every other scenario signs in through them.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('session', (c) => {
  it.each([
    ['superAdmin', { isGuestAccess: false, isSuperAdmin: true, isShared: false }],
    ['editor', { isGuestAccess: false, isSuperAdmin: false, isShared: false }],
    ['viewer', { isGuestAccess: false, isSuperAdmin: false, isShared: false }],
    ['guest', { isGuestAccess: true, isSuperAdmin: false, isShared: false, id: null }],
  ] as const)('%s: the current user carries the access states %o (spec 000 §3)', async (role, states) => {
    await c.signInAs(role);
    const { data, error } = await c.client.GET('/api/session/currentuser');
    expect(error).toBeUndefined();
    expect(data).toMatchObject(states);
    if (role !== 'guest') expect(data?.id).toEqual(expect.any(Number));
  });

  it('refuses an unknown user with 401', async () => {
    const result = await c.client.POST('/api/session/signin', {
      body: { userName: 'nobody-of-the-contract-suite', password: 'wrong' },
    });
    expectApiError(result, 401);
  });
});
