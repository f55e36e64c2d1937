import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot, EMPRESA_ID_KEY, storedCompanyId, type Snapshot } from './persistence';

const all = { necessary: true, session: true, performance: true, personalisation: true };
const snapshot: Snapshot = {
  cart: { items: [{ idproduto: 'arroz', quantidade: 2 }], codigoCupom: 'DEZ', observacao: 'Portão azul' },
  supplier: { idfornecedor: 'f1', slug: 'demo' },
  preferences: { ordenacao: 'nome' },
};

describe('spec 4 "Persistence"', () => {
  it('writes a versioned snapshot and reads it back, without the coupon', () => {
    const text = encodeSnapshot(snapshot, '1.2.0', all);
    const read = decodeSnapshot(text, '1.2.0');
    expect(read?.cart).toEqual({ items: [{ idproduto: 'arroz', quantidade: 2 }], observacao: 'Portão azul' });
    expect(read?.supplier).toEqual({ idfornecedor: 'f1', slug: 'demo' });
  });

  it('writes only what the cookie preferences allow', () => {
    const read = decodeSnapshot(encodeSnapshot(snapshot, 'v', { ...all, session: false, personalisation: false }), 'v');
    expect(Object.keys(read ?? {}).sort()).toEqual(['cart', 'supplier']);
  });

  it('writes nothing when nothing is allowed', () => {
    expect(encodeSnapshot(snapshot, 'v', { necessary: false, session: false, performance: false, personalisation: false })).toBeNull();
  });

  it.each([
    ['another version', JSON.stringify({ version: 'old', state: {} })],
    ['broken JSON', '{"version":'],
    ['no state', JSON.stringify({ version: 'v' })],
    ['a list', '[]'],
    ['nothing', null],
  ])('ignores %s', (_, text) => {
    expect(decodeSnapshot(text, 'v')).toBeNull();
  });

  it('keeps the company id under EMPRESA_ID', () => {
    expect(EMPRESA_ID_KEY).toBe('EMPRESA_ID');
  });

  it.each([
    ['1003', '1003'],
    ['emp-7_b', 'emp-7_b'],
    [null, null],
    ['', null],
    ['10 03', null],
    ['10\n03', null],
    ['{"version":', null],
    ['x'.repeat(65), null],
  ])('reads a stored company id %j as %j: only what the platform could have written goes into a query', (raw, expected) => {
    expect(storedCompanyId(raw)).toBe(expected);
  });
});
