import { describe, expect, it } from 'vitest';
import { chosenAddress, isPrimary, shoppingAddressOf } from './shoppingAddress';

describe('the address to shop for (spec 3 primario, spec 4)', () => {
  const casa = { idendereco: 'e-casa' };
  const loja = { idendereco: 'e-loja', primario: true };
  const outra = { idendereco: 'e-outra', primario: false };

  it('is the primary address only when the platform says so', () => {
    expect(isPrimary(loja)).toBe(true);
    expect(isPrimary(outra)).toBe(false);
    expect(isPrimary(casa)).toBe(false);
  });

  it.each([
    ['the one chosen before, while still listed', [casa, loja], 'e-casa', 'e-casa'],
    ['else the primary', [casa, outra, loja], 'e-gone', 'e-loja'],
    ['else the first', [casa, outra], null, 'e-casa'],
    ['none in an empty list', [], 'e-casa', null],
  ])('%s', (_, list, previous, expected) => {
    expect(shoppingAddressOf(list, previous)).toBe(expected);
  });
});

describe('the address chosen to shop for', () => {
  const list = [{ idendereco: 'e-casa' }, { idendereco: 'e-loja' }, { cep: '01001000' }];
  it.each([
    ['the one chosen', 'e-loja', { idendereco: 'e-loja' }],
    ['none chosen', null, undefined],
    ['one that left the list', 'e-velha', undefined],
  ])('%s', (_case, selected, address) => {
    expect(chosenAddress({ list, selected })).toEqual(address);
  });

  it('never takes an address without an id for "none chosen"', () => {
    expect(chosenAddress({ list: [{ idendereco: undefined }], selected: null })).toBeUndefined();
  });
});
