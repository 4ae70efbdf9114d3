import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineItem, readItemValue } from '../../../../src/shared/items/item-definition.ts';
import { settingsItem } from '../../../../src/background/stores/extension-items.ts';

describe('readItemValue', () => {
  const counter = defineItem({ key: 'n', area: 'local', schema: v.number(), fallback: 0 });

  it('returns what was stored when it fits the schema', () => {
    expect(readItemValue(counter, 5)).toBe(5);
  });

  it('falls back to the default when nothing or something stale is stored', () => {
    expect(readItemValue(counter, undefined)).toBe(0);
    expect(readItemValue(counter, 'five')).toBe(0);
    expect(readItemValue(settingsItem, { apiBaseUrl: 'http://evil.example' })).toEqual(
      settingsItem.fallback,
    );
  });
});
