import { describe, expect, it } from 'vitest';
import { cookieValues, withCookies } from './cookies';

describe('cookies of a Cookie header', () => {
  it('reads each name once, the first value winning, and skips parts without a value', () => {
    expect([...cookieValues('a=1; b = 2 ;a=3; junk; c=x=y')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', 'x=y'],
    ]);
  });

  it('applies cookies being set: new ones added, old ones replaced, max-age=0 removing, nonsense ignored', () => {
    const header = withCookies('a=1; b=2', ['b=3; path=/; max-age=604800', 'c=4; path=/', 'a=; path=/; max-age=0', 'nonsense']);
    expect(header).toBe('b=3; c=4');
    expect(withCookies('', [])).toBe('');
  });
});
