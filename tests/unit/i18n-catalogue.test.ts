import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import catalogue from '../../storefront/i18n/pt-BR.json';
import { STATIC_TEXT_MESSAGES } from '../../storefront/state/staticTexts';

/** The committed pt-BR catalogue is exactly what `npm run i18n:extract` produces from the code. */
describe('pt-BR catalogue', () => {
  it('is in sync with the messages in ui/ and storefront/', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'pt-BR.json');
    execFileSync(
      'node_modules/.bin/formatjs',
      ['extract', '{ui,storefront}/**/*.{ts,tsx}', '--ignore', '**/*.d.ts', '--ignore', '**/*.stories.tsx', '--ignore', '**/*.test.tsx', '--out-file', out, '--format', 'simple'],
      { stdio: 'pipe' },
    );
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    expect(catalogue, 'run `npm run i18n:extract` and commit storefront/i18n/pt-BR.json').toEqual(extracted);
  });

  it('holds the shopping and account messages of spec sections 5, 6 and 8 verbatim, spelling included', () => {
    const texts = new Set(Object.values(catalogue));
    for (const message of [
      'O carrinho está vazio. Experimente adicionar alguns produtos',
      'Não foi possivel salvar o carrinho',
      'Não foi possível verificar seu cupom',
      'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
      'Faça login para comprar',
      'Erro ao submeter seu pedido. {message} Itens: {itens}',
      'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
      'Não foi possível carregar nenhum produto para o carrinho.',
      'Negociação em andamento',
      'Falha ao consultar agendamentos',
      'O fornecedor não atende no endereço informado',
      'Infelizmente ainda não atendemos o seu endereço',
      'Não foi possivel encontrar fornecedores para este endereço',
      'Falha ao consultar área de atendimento do fornecedor',
      'Falha ao consultar outros fornecedores',
      'Email ou CPF Invalido',
      'Erro tentando autenticar. Verifique suas credenciais',
      'Erro ao tentar fazer login. Tente novamente em alguns minutos',
      'Seu cadastro já foi confirmado e aguarda aprovação',
      'Usuário inexistente ou credenciais inválidas',
      'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
      'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
      'Cadastro atualizado',
      'Erro ao tentar cadastrar usuário',
      'Erro tentando atualizado usuário. Tente novamente mais tarde',
      'Falha ao solicitar redefinição de senha',
      'Sessão expirada, efetue login novamente',
      'Falha ao logar usuário vai token',
      'Erro ao obter cliente!',
      'Pedido emitido por',
    ]) {
      expect(texts.has(message), message).toBe(true);
    }
  });

  it('keeps the messages of spec section 9 verbatim', () => {
    expect(catalogue['shell.defaultStoreName']).toBe('Loja do Fornecedor');
    expect(catalogue['shell.defaultDescription']).toBe('Confira nossas ofertas!');
  });

  it("lets a supplier word only messages without arguments (spec 7 static-text): its text, shown as written, loses nothing", () => {
    for (const id of Object.values(STATIC_TEXT_MESSAGES)) expect(parse(catalogue[id]), id).toEqual([{ type: 0, value: catalogue[id] }]);
  });
});
