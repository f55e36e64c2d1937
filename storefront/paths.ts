/**
 * Every address of the storefront, in one place: the route table reads its patterns here, and every link,
 * redirect and navigation is built here. Lint forbids a hand-built `/...` template anywhere else, so a
 * route renamed in the spec is renamed once. Pure: the server, the loaders and the domain use it too.
 */

/** The route patterns of a supplier's pages, relative to `/:fornecedor` (spec 2). */
export const ROUTES = {
  supplier: '/:fornecedor',
  tooManyRequests: '/:fornecedor/erro/too-many-request',
  catalogue: 'produtos',
  product: 'produto/:idproduto',
  page: 'pagina/:slug',
  checkout: 'finalizar',
  submitted: 'submissao/:numpedido?',
  loginToken: 'login-token/:token/:email',
  clients: 'clientes',
  users: 'usuarios',
  addresses: 'enderecos',
  register: 'cadastro',
  account: 'conta',
  subscriptions: 'assinaturas',
  subscription: 'assinaturas/:id',
  lists: 'listas',
  list: 'listas/:id',
  combos: 'combos',
  combo: 'combos/:id',
  orders: 'pedidos',
  order: 'pedidos/:numpedido',
  invoices: 'faturas',
  chats: 'conversas',
  chat: 'conversas/:sala',
  quickOrder: 'pedido-rapido',
} as const;

const part = encodeURIComponent;

/** A query string as the address carries it: `?a=1`, or nothing when it is empty. */
function withQuery(path: string, query?: URLSearchParams | Record<string, string> | string): string {
  if (query === undefined) return path;
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The addresses of one supplier's store, from the segment that names it (its slug, or its id: spec 2).
 * Query strings are given as parameters or as an already-built search (`'?categoria=1'` or `''`).
 */
export function supplierPaths(segment: string) {
  // No segment (a page outside any store) must not make `//produtos`, which a browser reads as another host.
  const root = segment ? `/${part(segment)}` : '';
  const at = (path: string) => `${root}/${path}`;
  return {
    home: root || '/',
    catalogue: (query?: URLSearchParams | Record<string, string> | string) => withQuery(at('produtos'), query),
    product: (idproduto: string) => at(`produto/${part(idproduto)}`),
    page: (slug: string) => at(`pagina/${part(slug)}`),
    checkout: () => at('finalizar'),
    submitted: (numpedido?: string | null) => (numpedido ? at(`submissao/${part(numpedido)}`) : at('submissao')),
    loginToken: (token: string, email: string) => at(`login-token/${part(token)}/${part(email)}`),
    clients: () => at('clientes'),
    users: () => at('usuarios'),
    addresses: (query?: URLSearchParams | Record<string, string>) => withQuery(at('enderecos'), query),
    register: () => at('cadastro'),
    account: () => at('conta'),
    subscriptions: () => at('assinaturas'),
    subscription: (id: string) => at(`assinaturas/${part(id)}`),
    lists: () => at('listas'),
    list: (id: string) => at(`listas/${part(id)}`),
    combos: () => at('combos'),
    combo: (id: string) => at(`combos/${part(id)}`),
    orders: () => at('pedidos'),
    order: (numpedido: string) => at(`pedidos/${part(numpedido)}`),
    invoices: () => at('faturas'),
    chats: () => at('conversas'),
    chat: (sala: string) => at(`conversas/${part(sala)}`),
    quickOrder: () => at('pedido-rapido'),
    tooManyRequests: () => at('erro/too-many-request'),
  };
}

export type SupplierPaths = ReturnType<typeof supplierPaths>;

/** The same page of another supplier's store: `/{segment}/...` with the first segment replaced. */
export function inSupplier(pathname: string, segment: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  const { home } = supplierPaths(segment);
  return rest ? `${home}/${rest}` : home;
}
