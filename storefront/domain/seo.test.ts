import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './seo';

describe('absoluteUrl', () => {
  it('resolves a path of the site and keeps a full URL', () => {
    expect(absoluteUrl('/fixtures/a.svg', 'https://loja.com.br')).toBe('https://loja.com.br/fixtures/a.svg');
    expect(absoluteUrl('https://cdn.exemplo.com/a.jpg', 'https://loja.com.br')).toBe('https://cdn.exemplo.com/a.jpg');
    expect(absoluteUrl('/a.svg', 'not an origin')).toBe('not an origin');
  });
});
