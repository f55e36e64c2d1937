import { describe, expect, it } from 'vitest';
import { deviceOf } from './screen';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('deviceOf', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1', 'user-agent': LAPTOP_UA }, 'mobile'],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE_UA }, 'desktop'],
    [{ 'user-agent': PHONE_UA }, 'mobile'],
    [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1' }, 'mobile'],
    [{ 'user-agent': LAPTOP_UA }, 'desktop'],
    [{}, 'desktop'],
  ])('%j is a %s', (headers, device) => {
    expect(deviceOf(new Headers(headers))).toBe(device);
  });
});
