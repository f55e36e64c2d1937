import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createApiClient, endpointAt, fileNameOf, type ApiContext } from './client';
import { ApiError } from './errors';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

function setup(extra: Partial<ApiContext> = {}) {
  const context: ApiContext = {
    supplierId: () => S,
    cookiePreferences: () => ({ necessary: true, session: false, performance: false, personalisation: false }),
    utm: () => ({}),
    onTooManyRequests: vi.fn(),
    authToken: () => 'jwt-c-maria',
    onForcedLogout: vi.fn(),
    ...extra,
  };
  return { api: createApiClient({ baseURL: 'http://plataforma.test/api', appToken: 'app', separator: ':' }, context) };
}

describe('the API client (spec 7)', () => {
  it('sends the rating form-encoded', async () => {
    await setup().api.call('avaliarPedido', { params: { numpedido: '4502' }, body: { nota: 4, comentario: 'Chegou rápido' } });
    const request = seen.at(-1)!;
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('nota=4&comentario=Chegou+r%C3%A1pido');
  });

  it('adds a random cache-buster to the user lookup, different each time', async () => {
    const { api } = setup();
    await api.call('usuario', { params: { login: 'maria@exemplo.com.br' } });
    await api.call('usuario', { params: { login: 'maria@exemplo.com.br' } });
    const [a, b] = seen.map((r) => new URL(r.url).searchParams.get('_'));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('sends Authorization only where the spec asks', async () => {
    const { api } = setup();
    await api.call('alterarFormaPagamento', { params: { idfornecedor: S, numpedido: '4502' }, query: { idfornecedor: S }, body: { idformapagto: 'pix', quantParcelas: 1 } });
    await api.call('tema', { params: { idfornecedor: S } });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer jwt-c-maria');
    expect(seen[1]?.headers.get('authorization')).toBeNull();
  });

  it('downloads a DANFE with the server file name', async () => {
    const { blob, fileName } = await setup().api.download('danfe', { params: { numpedido: '4502', idfornecedor: S } }, 'nota.pdf');
    expect(fileName).toBe('danfe-4502.pdf');
    expect(await blob.text()).toContain('%PDF');
  });

  it('reads file names from Content-Disposition, or falls back', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''pedido%20n%C2%BA%201.csv", 'x')).toBe('pedido nº 1.csv');
    expect(fileNameOf(null, 'pedido.csv')).toBe('pedido.csv');
  });

  it('aborts an older product search when a newer one starts (spec 4), with AbortError', async () => {
    mock.server.use(
      http.get('*/v1/app/:apptoken/listaprodutosf/:supplier', async ({ request }) => {
        if (new URL(request.url).searchParams.get('sk') === 'lento') await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ produtos: [], totalItems: 0, totalPages: 1, page: 1 });
      }),
    );
    const { api } = setup();
    const older = api.call('listaProdutosSemEndereco', { params: { idfornecedor: S }, query: { canalVenda: 'WEB', sk: 'lento' } });
    const newer = api.call('listaProdutosSemEndereco', { params: { idfornecedor: S }, query: { canalVenda: 'WEB', sk: 'arroz' } });
    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
    await expect(newer).resolves.toMatchObject({ totalItems: 0 });
  });

  it('ends the session when a product list answers action logout (spec 7)', async () => {
    mock.server.use(http.get('*/v2/app/:apptoken/listaprodutos/:supplier', () => HttpResponse.json({ action: 'logout', mensagem: 'Sessão expirada, efetue login novamente', produtos: [] })));
    const onForcedLogout = vi.fn();
    const { api } = setup({ onForcedLogout });
    await api.call('listaProdutos', { params: { idfornecedor: S }, query: { canalVenda: 'WEB' } });
    expect(onForcedLogout).toHaveBeenCalledWith('Sessão expirada, efetue login novamente');
  });

  it('never retries an order submission after a network failure', async () => {
    let attempts = 0;
    mock.server.use(
      http.post('*/v2/app/:apptoken/usuario/:idcliente/pedido', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const failure = await setup()
      .api.call('enviarPedido', { params: { idcliente: 'c-maria' }, body: { itens: [], idfornecedor: S, anotacoes: '', numPedidoCliente: '', cupom: '', tipoEntrega: 'DELIVERY', formaEntrega: { data_de_entrega: null }, caracteristicas: [], formaPagamento: { idformapagto: 'pix', temForma: true }, canalVenda: 'WEB' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect(attempts).toBe(1);
  });

  it('turns a failure into an ApiError with the server text', async () => {
    const failure = await setup()
      .api.call('validarCupom', { params: { idfornecedor: S, idcliente: 'c-maria', codigo: 'NAOEXISTE' }, query: { canalVenda: 'WEB' } })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 404, serverMessage: 'Cupom inválido ou expirado' });
  });
});

describe("the storefront server's reading of a forwarded call (endpointAt)", () => {
  const config = { appToken: 'vitrine demo', separator: ':' };
  it.each([
    ['POST', 'v1/app/vitrine%20demo/usuario/autenticar', 'autenticar'],
    ['POST', 'v1/app/vitrine%20demo/usuario/autenticar/representante?x=1', 'autenticarRepresentante'],
    ['GET', '/v1/app/vitrine%20demo/cliente/logout', 'logout'],
    ['PUT', 'v4/orders/payment-method/f1/order/77?idfornecedor=f1', 'alterarFormaPagamento'],
    ['GET', 'v1/app/vitrine%20demo%3Ac-maria/cliente', 'cliente'],
  ])('%s %s is %s', (method, path, name) => {
    expect(endpointAt(method, path, config)).toBe(name);
  });

  it('names no call for another method, another app token or a path that only starts like one', () => {
    expect(endpointAt('GET', 'v1/app/vitrine%20demo/usuario/autenticar', config)).toBeUndefined();
    expect(endpointAt('POST', 'v1/app/outro/usuario/autenticar', config)).toBeUndefined();
    expect(endpointAt('POST', 'v1/app/vitrine%20demo/usuario/autenticar/x/y', config)).toBeUndefined();
  });
});
