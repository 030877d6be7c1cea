// The wire vocabulary @vitrine/core declares once must be openapi.yml's (the generated types are made
// from it): a name changed on one side fails the typecheck here.
import { LOGICAL_VIEW_FIELDS, type LogicalViewField } from '@vitrine/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from './generated/schema';

describe("@vitrine/core's wire vocabulary is openapi.yml's", () => {
  it('logical view fields (spec 000 §3 "Logical field mapping") are LogicalViewField', () => {
    expectTypeOf<LogicalViewField>().toEqualTypeOf<components['schemas']['LogicalViewField']>();
    expect(new Set(LOGICAL_VIEW_FIELDS).size).toBe(7);
  });
});
