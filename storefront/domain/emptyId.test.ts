import { describe, expect, it } from 'vitest';
import { EMPTY_ID } from './emptyId';

describe('the empty identifier (spec 9)', () => {
  it('is all zeros, in the shape of the ids it stands for', () => {
    expect(EMPTY_ID).toBe('00000000-0000-0000-0000-000000000000');
  });
});
