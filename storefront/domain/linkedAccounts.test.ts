import { describe, expect, it } from 'vitest';
import { actingLinkedUser, hasOtherAccounts, isMainClient, linkedAccountsOf, sortAccounts, type LinkedAccount, type LinkedSession } from './linkedAccounts';

const client = (idcliente: string, lista?: LinkedAccount[]): NonNullable<LinkedSession['usuario']> => ({ idcliente, ...(lista ? { listaClientesVinculados: lista } : {}) });
const MATRIZ = { id_usuario: 'c-mercado', nome: 'Mercadinho Bom Dia (matriz)', principal: true };
const FILIAL = { id_usuario: 'c-mercado-filial', nome: 'Mercadinho Bom Dia (filial)', principal: false };

describe('who may switch accounts and manage users (spec 6)', () => {
  it.each([
    ['a client without linked accounts', { usuario: client('c-maria', []), representative: null }, [], false, true],
    ['a client the platform sent no list for', { usuario: client('c-maria'), representative: null }, [], false, true],
    ['the principal account', { usuario: client('c-mercado', [FILIAL, MATRIZ]), representative: null }, [FILIAL, MATRIZ], true, true],
    ['a linked account that is not the principal', { usuario: client('c-mercado-filial', [MATRIZ, FILIAL]), representative: null }, [MATRIZ, FILIAL], true, false],
    ['a list holding only the account itself', { usuario: client('c-mercado', [MATRIZ]), representative: null }, [MATRIZ], false, true],
    ['a representative acting for a client', { usuario: client('c-mercado', [MATRIZ, FILIAL]), representative: {} }, [], false, false],
    ['a representative with no client', { usuario: null, representative: {} }, [], false, false],
    ['a visitor', { usuario: null, representative: null }, [], false, false],
  ])('%s', (_, session: LinkedSession, accounts, others, main) => {
    expect(linkedAccountsOf(session)).toEqual(accounts);
    expect(hasOtherAccounts(session)).toBe(others);
    expect(isMainClient(session)).toBe(main);
  });

  it('lists the principal account first, then by name', () => {
    const a = { id_usuario: 'a', nome: 'Zeta', principal: false };
    const b = { id_usuario: 'b', nome: 'Álvaro', principal: false };
    expect(sortAccounts([a, MATRIZ, b]).map((x) => x.id_usuario)).toEqual(['c-mercado', 'b', 'a']);
  });
});

describe('the login an order names as its linked user (spec 3 usuarioVinculado)', () => {
  it.each([
    ['buying for another of its accounts: the principal login', { usuario: client('c-mercado-filial', [MATRIZ, FILIAL]), representative: null }, 'c-mercado'],
    ['buying for its principal account: none', { usuario: client('c-mercado', [MATRIZ, FILIAL]), representative: null }, undefined],
    ['a list with no principal: none', { usuario: client('c-mercado-filial', [FILIAL]), representative: null }, undefined],
    ['a representative session: none', { usuario: client('c-mercado-filial', [MATRIZ, FILIAL]), representative: {} }, undefined],
    ['a visitor: none', { usuario: null, representative: null }, undefined],
  ])('%s', (_, session: LinkedSession, expected) => {
    expect(actingLinkedUser(session)).toBe(expected);
  });
});
