import { describe, expect, it } from 'vitest';
import { buildOrderPayload, idempotencyKey, type OrderDraft } from './order';

const draft: OrderDraft = {
  idfornecedor: 'f1',
  lines: [
    { product: { idproduto: 'arroz', nome: 'Arroz', preco: 27.9 }, quantity: 2 },
    { product: { idproduto: 'queijo', idcadastroextraproduto: 'fatiado', nome: 'Queijo', preco: 42.9, embalarParaPresente: true }, quantity: 0.1 + 0.2 },
    { product: { idproduto: 'vazio', nome: 'Vazio', preco: 1 }, quantity: 0 },
  ],
  tipoEntrega: 'DELIVERY',
  endereco: { rua: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cep: '01310-100', cidade: 'São Paulo', uf: 'SP', lat: -23.56, lng: -46.65 },
  dataEntrega: '2026-11-25',
  idformapagto: 'pix',
  cupom: ' DEZ ',
  anotacoes: ' Entregar pela manhã ',
  numPedidoCliente: 'PC-77',
  lockedByAttendant: false,
};

describe('spec 3 "Order submission payload"', () => {
  it('carries items, delivery address with coords, date, payment, coupon and notes', () => {
    const result = buildOrderPayload(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      itens: [
        { idproduto: 'arroz', quantidade: 2, embalarParaPresente: false },
        { idproduto: 'queijo', idcadastroextraproduto: 'fatiado', quantidade: 0.3, embalarParaPresente: true },
      ],
      idfornecedor: 'f1',
      anotacoes: 'Entregar pela manhã',
      numPedidoCliente: 'PC-77',
      cupom: 'DEZ',
      tipoEntrega: 'DELIVERY',
      formaEntrega: { data_de_entrega: '2026-11-25' },
      formaPagamento: { idformapagto: 'pix', temForma: true },
      canalVenda: 'WEB',
      enderecoentrega: { cep: '01310100', coords: { lat: -23.56, lng: -46.65 } },
    });
    expect(result.payload.lojaRetira).toBeUndefined();
  });

  it('pickup sends lojaRetira with the store coordinates instead of an address', () => {
    const result = buildOrderPayload({
      ...draft,
      tipoEntrega: 'RETIRADA',
      dataEntrega: undefined,
      loja: { nome: 'Loja Centro', descricao_endereco_loja: 'Rua A, 10', lat: -23.5, lng: -46.6 },
    });
    expect(result).toMatchObject({
      ok: true,
      payload: {
        formaEntrega: { data_de_entrega: null },
        lojaRetira: { nome: 'Loja Centro', descricao_endereco_loja: 'Rua A, 10', coordenadas_loja: { latitude: -23.5, longitude: -46.6 } },
      },
    });
  });

  it('a card payment carries the SDK token and instalments, never the card', () => {
    const result = buildOrderPayload({ ...draft, idformapagto: 'cartao', cartao: { token: 'tok_1', parcelas: 3 } });
    expect(result).toMatchObject({ payload: { formaPagamento: { idformapagto: 'cartao', temForma: true, tokenCartao: 'tok_1', parcelas: 3 } } });
    expect(JSON.stringify(result)).not.toMatch(/4111|cvv/);
  });

  it('a chosen service is ordered with its line, by id (issue 19)', () => {
    const result = buildOrderPayload({
      ...draft,
      lines: [{ product: { idproduto: 'vinho', nome: 'Vinho', preco: 49.9 }, quantity: 2, services: [{ id: 'taca', nome: 'Taça', preco: 24.9 }] }],
    });
    expect(result.ok && result.payload.itens).toEqual([{ idproduto: 'vinho', idcadastroextraproduto: undefined, quantidade: 2, embalarParaPresente: false, servicosSelecionados: [{ id: 'taca' }] }]);
  });

  it('a combo goes as one item, naming the combo and its products (spec 3)', () => {
    const combo = { id: 'cesta', products: [{ idproduto: 'arroz', name: 'Arroz', quantity: 2 }, { idproduto: 'feijao', name: 'Feijão', quantity: 1 }] };
    const result = buildOrderPayload({ ...draft, lines: [{ product: { idproduto: 'cesta', nome: 'Cesta', preco: 60 }, quantity: 2, combo }] });
    expect(result.ok && result.payload.itens).toEqual([
      {
        idproduto: 'cesta',
        idcadastroextraproduto: undefined,
        quantidade: 2,
        embalarParaPresente: false,
        idcombopromocional_cabecalho: 'cesta',
        produtos: [
          { idproduto: 'arroz', quantidade: 2 },
          { idproduto: 'feijao', quantidade: 1 },
        ],
      },
    ]);
  });

  it('a cart locked by an attendant is a MANUAL sale', () => {
    expect(buildOrderPayload({ ...draft, lockedByAttendant: true })).toMatchObject({ payload: { canalVenda: 'MANUAL' } });
  });

  it('keeps the optional parties and defaults the text fields', () => {
    const result = buildOrderPayload({
      ...draft,
      cupom: undefined,
      anotacoes: undefined,
      numPedidoCliente: undefined,
      idformapagto: '',
      representante: 'r1',
      usuarioVinculado: 'u2',
      idapikeys: 'k3',
      idtipoassinatura: 'mensal',
      caracteristicas: [{ id: 'c', valor: 'v' }],
    });
    expect(result).toMatchObject({
      payload: { cupom: '', anotacoes: '', numPedidoCliente: '', formaPagamento: { temForma: false }, representante: 'r1', usuarioVinculado: 'u2', idapikeys: 'k3', idtipoassinatura: 'mensal' },
    });
  });

  it.each([
    ['an empty cart', { lines: [] }, 'emptyCart'],
    ['pickup without a store', { tipoEntrega: 'RETIRADA' as const }, 'storeRequired'],
    ['delivery without coordinates', { endereco: { ...draft.endereco!, lat: undefined } }, 'addressRequired'],
    ['delivery without an address', { endereco: undefined }, 'addressRequired'],
  ])('refuses %s', (_, change, error) => {
    expect(buildOrderPayload({ ...draft, ...change })).toEqual({ ok: false, error });
  });
});

describe('idempotency key per checkout attempt', () => {
  const payload = (buildOrderPayload(draft) as { ok: true; payload: Parameters<typeof idempotencyKey>[0] }).payload;

  it('is the same for the same payload in the same attempt', () => {
    expect(idempotencyKey(payload, 1, 's')).toBe(idempotencyKey(structuredClone(payload), 1, 's'));
  });

  it('changes with the cart or the attempt', () => {
    expect(idempotencyKey(payload, 2, 's')).not.toBe(idempotencyKey(payload, 1, 's'));
    expect(idempotencyKey({ ...payload, cupom: 'OUTRO' }, 1, 's')).not.toBe(idempotencyKey(payload, 1, 's'));
  });
});
