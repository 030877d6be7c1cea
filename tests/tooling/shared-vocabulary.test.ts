// One source for the shared vocabulary (docs/architecture.md "A vocabulary shared by server, mocks and
// widgets ... lives once, in core or api-client"): the roles, the selection, the logical ids and
// values, the rendition sizes and thumb indexes, the seeded random source (@vitrine/core) and the
// upload wire names (@vitrine/api-client). Every package's public API is loaded as it runs: a value
// equal to one of these that is not the very same object is a second copy, under whatever name.
import * as apiClient from '@vitrine/api-client';
import * as core from '@vitrine/core';
import * as mocks from '@vitrine/mocks';
import * as ui from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import * as server from '../../packages/server/src/index';
import * as tree from '../../packages/tree/src/index';
import * as viewer from '../../packages/viewer/src/index';
import * as views from '../../packages/views/src/index';

/** The vocabulary, by the name its one home gives it. */
const VOCABULARY: Record<string, unknown> = {
  'core USER_ROLES': core.USER_ROLES,
  'core ROLE_NAMES': core.ROLE_NAMES,
  'core ROLE_PERMISSIONS': core.ROLE_PERMISSIONS,
  'core ROLE_PERMISSIONS.viewer': core.ROLE_PERMISSIONS.viewer,
  'core ROLE_PERMISSIONS.editor': core.ROLE_PERMISSIONS.editor,
  'core ROLE_PERMISSIONS.guest': core.ROLE_PERMISSIONS.guest,
  'core THUMBNAIL_SIZES': core.THUMBNAIL_SIZES,
  'core THUMBNAIL_SIZE_NAMES': core.THUMBNAIL_SIZE_NAMES,
  'core THUMBNAIL_INDEX': core.THUMBNAIL_INDEX,
  'core LOGICAL_ID_PREFIX': core.LOGICAL_ID_PREFIX,
  'core LOGICAL_VIEW_FIELDS': core.LOGICAL_VIEW_FIELDS,
  'core SELECTED_SET_LETTER': core.SELECTED_SET_LETTER,
  'api-client UPLOAD_WIRE': apiClient.UPLOAD_WIRE,
  'api-client UPLOAD_WIRE.fields': apiClient.UPLOAD_WIRE.fields,
  'api-client UPLOAD_WIRE.flags': apiClient.UPLOAD_WIRE.flags,
  'api-client UPLOAD_WIRE.pathParams': apiClient.UPLOAD_WIRE.pathParams,
};

/** The vocabulary's functions: another package may offer them, but only as the same function. */
const FUNCTIONS: Record<string, unknown> = {
  createRandom: core.createRandom,
  hashString: core.hashString,
  isSameSelection: core.isSameSelection,
  formatSelectedSet: core.formatSelectedSet,
  parseSelectedSet: core.parseSelectedSet,
  formatLogicalNodeId: core.formatLogicalNodeId,
  parseLogicalNodeId: core.parseLogicalNodeId,
  isLogicalNodeId: core.isLogicalNodeId,
  logicalSearchCriteria: core.logicalSearchCriteria,
  formatLogicalValue: core.formatLogicalValue,
  parseLogicalValue: core.parseLogicalValue,
  thumbnailSizeForIndex: core.thumbnailSizeForIndex,
  fitInBox: core.fitInBox,
};

const PACKAGES: [string, Record<string, unknown>][] = [
  ['@vitrine/api-client', apiClient],
  ['@vitrine/mocks', mocks],
  ['@vitrine/ui', ui],
  ['@vitrine/tree', tree],
  ['@vitrine/views', views],
  ['@vitrine/viewer', viewer],
  ['@vitrine/server', server],
];

/** Each exported value, and each value one level inside an exported plain object. */
function exportedValues(api: Record<string, unknown>): [string, unknown][] {
  const values: [string, unknown][] = [];
  for (const [name, value] of Object.entries(api)) {
    values.push([name, value]);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, inner] of Object.entries(value)) values.push([`${name}.${key}`, inner]);
    }
  }
  return values;
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('the shared vocabulary lives once (@vitrine/core, @vitrine/api-client upload wire names)', () => {
  it.each(PACKAGES)('%s offers no copy of it, under any name', (_pkg, api) => {
    const copies: string[] = [];
    for (const [name, value] of exportedValues(api)) {
      if (value === null || typeof value !== 'object') continue;
      for (const [home, original] of Object.entries(VOCABULARY)) {
        if (value !== original && sameContent(value, original)) copies.push(`${name} copies ${home}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it.each(PACKAGES)("%s offers core's functions of the vocabulary only as core's own", (_pkg, api) => {
    for (const [name, original] of Object.entries(FUNCTIONS)) {
      if (name in api) expect(api[name], name).toBe(original);
    }
  });

  it('the mocks and the server hold the very roles of core (spec 000 §6: role names decided once)', () => {
    expect(mocks.MOCK_USER_ROLES).toBe(core.USER_ROLES);
    expect(server.DEFAULT_ROLES).toBe(core.ROLE_PERMISSIONS);
    expect(server.PERMISSION_NAMES).toBe(core.PERMISSION_NAMES);
  });

  it('would see a copy: a list equal to USER_ROLES but made anew is reported', () => {
    const api = { ROLES: [...core.USER_ROLES], BOXES: { ...core.THUMBNAIL_SIZES } };
    const copies = exportedValues(api).filter(([, value]) =>
      Object.values(VOCABULARY).some((original) => value !== original && sameContent(value, original)),
    );
    expect(copies.map(([name]) => name)).toEqual(['ROLES', 'BOXES']);
  });
});
