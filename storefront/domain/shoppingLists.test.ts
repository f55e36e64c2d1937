import { describe, expect, it } from 'vitest';
import { validateNewList } from './shoppingLists';

describe('validateNewList', () => {
  it.each([
    ['Churrasco', {}],
    [' Compra do mês ', {}],
    ['', { nome: 'emptyName' }],
    ['   ', { nome: 'emptyName' }],
    ['\n', { nome: 'emptyName' }],
  ])('%j', (nome, problems) => {
    expect(validateNewList({ nome })).toEqual(problems);
  });
});
