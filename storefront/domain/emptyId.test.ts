import { describe, expect, it } from 'vitest';
import { EMPTY_ID, isEmptyId } from './emptyId';

describe('the empty identifier (spec 9)', () => {
  it('is all zeros, and so is any id that says none', () => {
    expect(isEmptyId(EMPTY_ID)).toBe(true);
    expect(isEmptyId('0')).toBe(true);
    expect(isEmptyId('')).toBe(true);
    expect(isEmptyId(undefined)).toBe(true);
    expect(isEmptyId('5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10')).toBe(false);
  });
});
