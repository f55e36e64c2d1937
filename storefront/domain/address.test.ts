import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  validateAddress,
  type AddressForm,
  addressLabel,
  addressReference,
  addressLine,
  boundsAround,
  cepDigits,
  centreOf,
  fromView,
  hasCoordinates,
  isValidCep,
  maskCep,
  movePoint,
  roundPoint,
  toView,
  viewSize,
} from './address';

const paulista = { descricao: 'Loja', rua: 'Avenida Paulista', numero: '1000', complemento: 'sala 12', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', cep: '01310100' };

describe('CEP (spec 3: kept without the dash; typed with the mask 00000-000)', () => {
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['01.310-100 ', '01310-100'],
    ['013101009999', '01310-100'],
    ['abc', ''],
  ])('%j is shown as %j', (typed, shown) => {
    expect(maskCep(typed)).toBe(shown);
  });

  it('keeps only the digits, eight at most', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits('1 3 0 1 5-0 0 2 7')).toBe('13015002');
  });

  it.each([
    ['01310-100', true],
    ['01310100', true],
    [' 13015-002 ', true],
    ['01310-10', false],
    ['0131-0100', false],
    ['01310_100', false],
    ['00000-000', false],
    ['', false],
  ])('%j is a complete CEP: %s', (value, valid) => {
    expect(isValidCep(value)).toBe(valid);
  });

  it('masking is idempotent and always yields a valid CEP from eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), (digits) => {
        const masked = maskCep(digits);
        expect(maskCep(masked)).toBe(masked);
        expect(isValidCep(masked)).toBe(true);
        expect(cepDigits(masked)).toBe(digits);
      }),
    );
  });
});

describe('one-line address (the address book, the checkout and the suppliers panel)', () => {
  it('names an address by its description, else by street and number', () => {
    expect(addressLabel(paulista)).toBe('Loja');
    expect(addressLabel({ ...paulista, descricao: '  ' })).toBe('Avenida Paulista, 1000');
    expect(addressLabel({ ...paulista, descricao: undefined, numero: ' ' })).toBe('Avenida Paulista');
  });

  it('reads street, number, complement, neighbourhood and city, with the masked CEP when asked', () => {
    expect(addressLine(paulista)).toBe('Avenida Paulista, 1000 sala 12 · Bela Vista · São Paulo/SP');
    expect(addressLine(paulista, { withCep: true })).toBe('Avenida Paulista, 1000 sala 12 · Bela Vista · São Paulo/SP · CEP 01310-100');
  });

  it('leaves out what is missing', () => {
    const bare = { rua: 'Rua Sem Número', numero: '', bairro: '', cidade: 'Barueri', uf: '', cep: '', complemento: undefined };
    expect(addressLine(bare, { withCep: true })).toBe('Rua Sem Número · Barueri');
  });

  it.each([
    [{ pontoref: ' Portão azul ' }, 'Portão azul'],
    [{ referencia: 'Em frente à padaria' }, 'Em frente à padaria'],
    [{ pontoref: '  ', referencia: 'Em frente à padaria' }, 'Em frente à padaria'],
    [{ pontoref: 'Portão azul', referencia: 'Outra' }, 'Portão azul'],
    [{}, ''],
  ])('reads the reference point %j as %j (spec 3 pontoref/referencia)', (address, expected) => {
    expect(addressReference(address)).toBe(expected);
  });

  it('knows whether an address has its coordinates', () => {
    expect(hasCoordinates({ lat: -23.5, lng: -46.6 })).toBe(true);
    expect(hasCoordinates({ lat: -23.5 })).toBe(false);
    expect(hasCoordinates({ lat: Number.NaN, lng: -46.6 })).toBe(false);
    expect(hasCoordinates({})).toBe(false);
  });
});

describe('the flat map of the address search', () => {
  const area = [
    { lat: -23.6, lng: -46.7 },
    { lat: -23.5, lng: -46.6 },
  ];

  it('has no bounds without points, and grows the bounds by the margin', () => {
    expect(boundsAround([], 5)).toBeNull();
    const bounds = boundsAround(area, 11.132)!;
    expect(bounds.south).toBeCloseTo(-23.7, 6);
    expect(bounds.north).toBeCloseTo(-23.4, 6);
    expect(bounds.west).toBeLessThan(-46.7 - 0.1);
    expect(bounds.east).toBeGreaterThan(-46.6 + 0.1);
    expect(centreOf(bounds).lat).toBeCloseTo(-23.55, 6);
  });

  it('keeps distances true: a square of kilometres is drawn square', () => {
    const bounds = boundsAround([{ lat: -23.55, lng: -46.63 }], 10)!;
    const size = viewSize(bounds, 400);
    expect(size.width).toBe(400);
    expect(size.height).toBeGreaterThanOrEqual(399);
    expect(size.height).toBeLessThanOrEqual(401);
  });

  it('puts north up and west left, and reads a spot back as the same point', () => {
    const bounds = { south: -24, west: -47, north: -23, east: -46 };
    const size = { width: 200, height: 100 };
    expect(toView({ lat: -23, lng: -47 }, bounds, size)).toEqual({ x: 0, y: 0 });
    expect(toView({ lat: -24, lng: -46 }, bounds, size)).toEqual({ x: 200, y: 100 });
    fc.assert(
      fc.property(fc.double({ min: -24, max: -23, noNaN: true }), fc.double({ min: -47, max: -46, noNaN: true }), (lat, lng) => {
        const back = fromView(toView({ lat, lng }, bounds, size), bounds, size);
        expect(back.lat).toBeCloseTo(lat, 9);
        expect(back.lng).toBeCloseTo(lng, 9);
      }),
    );
    // A spot outside the drawing is the nearest edge.
    expect(fromView({ x: -10, y: 150 }, bounds, size)).toEqual({ lat: -24, lng: -47 });
  });

  it('moves the pin a distance in each direction, never out of the bounds', () => {
    const bounds = { south: -24, west: -47, north: -23, east: -46 };
    const start = { lat: -23.5, lng: -46.5 };
    expect(movePoint(start, 'north', 11.132, bounds).lat).toBeCloseTo(-23.4, 6);
    expect(movePoint(start, 'south', 11.132, bounds).lat).toBeCloseTo(-23.6, 6);
    expect(movePoint(start, 'east', 1, bounds).lng).toBeGreaterThan(-46.5);
    expect(movePoint(start, 'west', 1, bounds).lng).toBeLessThan(-46.5);
    expect(movePoint(start, 'east', 1, bounds).lat).toBe(-23.5);
    expect(movePoint(start, 'north', 500, bounds)).toEqual({ lat: -23, lng: -46.5 });
    expect(movePoint(start, 'west', 500, bounds)).toEqual({ lat: -23.5, lng: -47 });
  });

  it('rounds coordinates to four decimals', () => {
    expect(roundPoint({ lat: -23.561449, lng: -46.655951 })).toEqual({ lat: -23.5614, lng: -46.656 });
  });
});

describe('validateAddress', () => {
  const filled: AddressForm = { descricao: '', cep: '01310-100', rua: 'Av. Paulista', numero: '1000', complemento: '', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', pontoref: '' };
  it.each<[string, Partial<AddressForm>, ReturnType<typeof validateAddress>]>([
    ['a complete address, the optional fields empty', {}, {}],
    ['a CEP without its last digit', { cep: '01310-10' }, { cep: 'cepInvalid' }],
    ['no CEP at all', { cep: '' }, { cep: 'cepInvalid' }],
    ['a blank street and number', { rua: '  ', numero: '' }, { rua: 'required', numero: 'required' }],
    ['no state', { uf: '' }, { uf: 'required' }],
    ['a state written out', { uf: 'São Paulo' }, { uf: 'ufInvalid' }],
    ['a state in small letters', { uf: 'sp' }, {}],
  ])('%s', (_, change, problems) => {
    expect(validateAddress({ ...filled, ...change })).toEqual(problems);
  });

  it('asks for exactly the fields it marks required', () => {
    const blank = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as unknown as AddressForm;
    expect(Object.keys(validateAddress(blank)).sort()).toEqual([...REQUIRED_ADDRESS_FIELDS].sort());
  });
});
