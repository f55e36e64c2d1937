import { describe, expect, it } from 'vitest';
import { scriptJson } from './pageState';

describe('scriptJson', () => {
  it('cannot close its <script> or open a comment, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
