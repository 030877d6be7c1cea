import { describe, expect, it } from 'vitest';
import { type DemoParameters, parseDemoParameters } from './parameters';

const known = {
  roles: ['superAdmin', 'viewer', 'guest'],
  flagNames: ['ShowSets', 'ShowLogicalViews', 'EnableDashboard', 'StartLoading'],
  settingNames: ['hideTreeOnLoad', 'autoExpandRootFolder'],
};

describe('parseDemoParameters (demo mode only)', () => {
  it.each<[string, DemoParameters]>([
    ['', { user: null, flags: {}, settings: {}, problems: [] }],
    ['?ps=1', { user: null, flags: {}, settings: {}, problems: [] }],
    ['?mock-user=viewer', { user: 'viewer', flags: {}, settings: {}, problems: [] }],
    [
      '?mock-user=root',
      {
        user: null,
        flags: {},
        settings: {},
        problems: ["unknown mock user 'root' (known: superAdmin, viewer, guest)"],
      },
    ],
    [
      '?mock-flags=ShowLogicalViews:false',
      { user: null, flags: { ShowLogicalViews: false }, settings: {}, problems: [] },
    ],
    [
      '?mock-flags=showlogicalviews:FALSE, EnableDashboard:true',
      { user: null, flags: { ShowLogicalViews: false, EnableDashboard: true }, settings: {}, problems: [] },
    ],
    [
      '?mock-flags=StartLoading:yes,Nope:true,ShowSets:false',
      {
        user: null,
        flags: { ShowSets: false },
        settings: {},
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
        settings: {},
        problems: ["cannot read mock flag 'ShowSets:true:false' (write Name:true or Name:false)"],
      },
    ],
    [
      '?mock-user=guest&mock-flags=EnableDashboard%3Afalse',
      { user: 'guest', flags: { EnableDashboard: false }, settings: {}, problems: [] },
    ],
    [
      '?mock-settings=hidetreeonload:true,autoExpandRootFolder:false',
      {
        user: null,
        flags: {},
        settings: { hideTreeOnLoad: true, autoExpandRootFolder: false },
        problems: [],
      },
    ],
    [
      '?mock-settings=hideTreeOnLoad:maybe,colour:true',
      {
        user: null,
        flags: {},
        settings: {},
        problems: [
          "cannot read mock setting 'hideTreeOnLoad:maybe' (write Name:true or Name:false)",
          "cannot read mock setting 'colour:true' (write Name:true or Name:false)",
        ],
      },
    ],
  ])('%s', (search, expected) => {
    expect(parseDemoParameters(search, known)).toEqual(expected);
  });
});
