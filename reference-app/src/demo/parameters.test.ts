import { describe, expect, it } from 'vitest';
import { type DemoParameters, parseDemoParameters } from './parameters';

const known = {
  roles: ['superAdmin', 'viewer', 'guest'],
  flagNames: ['ShowSets', 'ShowLogicalViews', 'EnableDashboard', 'StartLoading'],
};

describe('parseDemoParameters (demo mode only)', () => {
  it.each<[string, DemoParameters]>([
    ['', { user: null, flags: {}, problems: [] }],
    ['?ps=1', { user: null, flags: {}, problems: [] }],
    ['?mock-user=viewer', { user: 'viewer', flags: {}, problems: [] }],
    [
      '?mock-user=root',
      { user: null, flags: {}, problems: ["unknown mock user 'root' (known: superAdmin, viewer, guest)"] },
    ],
    ['?mock-flags=ShowLogicalViews:false', { user: null, flags: { ShowLogicalViews: false }, problems: [] }],
    [
      '?mock-flags=showlogicalviews:FALSE, EnableDashboard:true',
      { user: null, flags: { ShowLogicalViews: false, EnableDashboard: true }, problems: [] },
    ],
    [
      '?mock-flags=StartLoading:yes,Nope:true,ShowSets:false',
      {
        user: null,
        flags: { ShowSets: false },
        problems: [
          "cannot read mock flag 'StartLoading:yes' (write Name:true or Name:false)",
          "cannot read mock flag 'Nope:true' (write Name:true or Name:false)",
        ],
      },
    ],
    [
      '?mock-flags=ShowSets:true:false',
      {
        user: null,
        flags: {},
        problems: ["cannot read mock flag 'ShowSets:true:false' (write Name:true or Name:false)"],
      },
    ],
    [
      '?mock-user=guest&mock-flags=EnableDashboard%3Afalse',
      { user: 'guest', flags: { EnableDashboard: false }, problems: [] },
    ],
  ])('%s', (search, expected) => {
    expect(parseDemoParameters(search, known)).toEqual(expected);
  });
});
