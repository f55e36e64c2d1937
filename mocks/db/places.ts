import type { CepEncontrado, LugarEncontrado } from '@storefront/api/endpoints';

/*
 * The mock platform's little gazetteer for the assumed address lookups (storefront/api/ASSUMPTIONS.md
 * "Address lookups"): CEPs and places around the demo suppliers' service areas (platform.ts `area`).
 * Which suppliers serve each point, by the areas' circles:
 * - São Paulo centre, Paulista, Pinheiros, Vila Mariana: every supplier (several to choose from);
 * - Guarulhos: Distribuidora Demo and Adega Noite & Dia;
 * - Barueri: only Adega Noite & Dia (one supplier: it becomes active at once);
 * - Campinas: none ('Infelizmente ainda não atendemos o seu endereço').
 */

const SP = { cidade: 'São Paulo', uf: 'SP' };

/** By CEP digits. */
export const cepFixtures: Record<string, CepEncontrado> = {
  '01310100': { cep: '01310100', rua: 'Avenida Paulista', bairro: 'Bela Vista', ...SP, lat: -23.5614, lng: -46.6559 },
  '01001000': { cep: '01001000', rua: 'Praça da Sé', bairro: 'Sé', ...SP, lat: -23.5503, lng: -46.634 },
  '05422010': { cep: '05422010', rua: 'Rua dos Pinheiros', bairro: 'Pinheiros', ...SP, lat: -23.5664, lng: -46.6825 },
  '04010100': { cep: '04010100', rua: 'Rua Domingos de Morais', bairro: 'Vila Mariana', ...SP, lat: -23.5873, lng: -46.6369 },
  '07010000': { cep: '07010000', rua: 'Avenida Salgado Filho', bairro: 'Centro', cidade: 'Guarulhos', uf: 'SP', lat: -23.4538, lng: -46.5333 },
  '06401000': { cep: '06401000', rua: 'Avenida Henriqueta Mendes Guerra', bairro: 'Centro', cidade: 'Barueri', uf: 'SP', lat: -23.511, lng: -46.888 },
  '13015002': { cep: '13015002', rua: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', uf: 'SP', lat: -22.9056, lng: -47.0608 },
};

/** Cities, then neighbourhoods, then streets: the order results are listed in. */
const placeFixtures: LugarEncontrado[] = [
  { tipo: 'CIDADE', nome: 'São Paulo', ...SP, lat: -23.5505, lng: -46.6333 },
  { tipo: 'CIDADE', nome: 'Guarulhos', cidade: 'Guarulhos', uf: 'SP', lat: -23.4538, lng: -46.5333 },
  { tipo: 'CIDADE', nome: 'Barueri', cidade: 'Barueri', uf: 'SP', lat: -23.511, lng: -46.888 },
  { tipo: 'CIDADE', nome: 'Campinas', cidade: 'Campinas', uf: 'SP', lat: -22.9056, lng: -47.0608 },
  { tipo: 'BAIRRO', nome: 'Bela Vista', ...SP, lat: -23.5614, lng: -46.6459 },
  { tipo: 'BAIRRO', nome: 'Pinheiros', ...SP, lat: -23.5664, lng: -46.6925 },
  { tipo: 'BAIRRO', nome: 'Vila Mariana', ...SP, lat: -23.5893, lng: -46.6349 },
  { tipo: 'BAIRRO', nome: 'Cambuí', cidade: 'Campinas', uf: 'SP', lat: -22.8931, lng: -47.0525 },
  { tipo: 'RUA', nome: 'Avenida Paulista', bairro: 'Bela Vista', ...SP, lat: -23.5614, lng: -46.6559 },
  { tipo: 'RUA', nome: 'Rua Augusta', bairro: 'Consolação', ...SP, lat: -23.556, lng: -46.6601 },
  { tipo: 'RUA', nome: 'Rua dos Pinheiros', bairro: 'Pinheiros', ...SP, lat: -23.5664, lng: -46.6825 },
  { tipo: 'RUA', nome: 'Rua Domingos de Morais', bairro: 'Vila Mariana', ...SP, lat: -23.5873, lng: -46.6369 },
  { tipo: 'RUA', nome: 'Avenida Henriqueta Mendes Guerra', bairro: 'Centro', cidade: 'Barueri', uf: 'SP', lat: -23.511, lng: -46.888 },
  { tipo: 'RUA', nome: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', uf: 'SP', lat: -22.9056, lng: -47.0608 },
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The places whose name, neighbourhood, city or state hold every comma-separated part of the text
 * (accents and case aside), ten at most; nothing for a blank text.
 */
export function searchPlaces(text: string): LugarEncontrado[] {
  const parts = text.split(',').map(plain).filter(Boolean);
  if (parts.length === 0) return [];
  return placeFixtures.filter((p) => parts.every((part) => [p.nome, p.bairro ?? '', p.cidade, p.uf].some((field) => plain(field).includes(part)))).slice(0, 10);
}
