import { HttpResponse } from 'msw';
import {
  endpoints,
  type ApiKeyLogin,
  type Autenticacao,
  type DadosUsuarioVinculado,
  type Endereco,
  type LatLng,
  type LoginTokenExchange,
  type Usuario,
  type UsuarioVinculado,
} from '@storefront/api/endpoints';
import { heldForReview } from '@storefront/domain/gates';
import { documentChars, isValidCnpj, isValidCpf } from '@storefront/domain/identifiers';
import type { MockDatabase } from '../db/database';
import { cepFixtures, searchPlaces } from '../db/places';
import { clientIdOf, fail, handle, queryOf } from './paths';

const bearer = (usuario: Usuario) => ({ ...usuario, token: `token-${usuario.idcliente}`, jwttoken: `jwt-${usuario.idcliente}` });

/** spec 7 "User and session", "Linked users" and "Addresses". */
export function userHandlers(db: MockDatabase) {
  // Linked users live in the database state (kept by the browser, restored by the reset).
  const linkedOf = (id: string) => (db.data().linkedUsers[id] ??= []);
  /** A linked user of any main client, with that client's id. */
  const linkedUser = (match: (u: UsuarioVinculado) => boolean) => {
    for (const [main, users] of Object.entries(db.data().linkedUsers)) {
      const user = users.find(match);
      if (user) return { main, user };
    }
    return undefined;
  };

  const login = async (request: Request, representative: boolean) => {
    const body = (await request.json()) as Autenticacao;
    const usuario = db.authenticate(body.cpf, body.senha);
    if (!usuario) return fail(401, 'Usuário inexistente ou credenciais inválidas');
    if (representative && !usuario.representante) return fail(403, 'Erro tentando autenticar. Verifique suas credenciais');
    // spec 5: a login by a user lacking approval fails with this text where the supplier's tags hold
    // unapproved users back (block-not-approved-user, support-budget); elsewhere the platform signs them in.
    if (!usuario.cadastro_aprovado && heldForReview(db.findSupplier({ idfornecedor: body.idfornecedor })?.tag ?? [], { authenticated: true, approved: false })) {
      return fail(403, 'Seu cadastro já foi confirmado e aguarda aprovação');
    }
    return HttpResponse.json(usuario);
  };

  return [
    handle<{ login: string }>(endpoints.usuario, ({ params }) => {
      const usuario = db.findUser(decodeURIComponent(params.login));
      return usuario ? HttpResponse.json(usuario) : fail(404, 'Email ou CPF Invalido');
    }),
    handle(endpoints.autenticar, ({ request }) => login(request, false)),
    handle(endpoints.autenticarRepresentante, ({ request }) => login(request, true)),
    handle(endpoints.logout, () => new HttpResponse(null, { status: 204 })),
    handle<{ login: string }>(endpoints.recuperarSenha, ({ params }) =>
      db.findUser(params.login) ? HttpResponse.json({ ok: true }) : fail(404, 'Falha ao solicitar redefinição de senha'),
    ),
    handle<{ appcliente: string }, Partial<Usuario> & { senha?: string }>(endpoints.salvarUsuario, async ({ params, request }) => {
      const { senha, idfornecedor, ...fields } = await request.json();
      const current = db.findUser(clientIdOf(params.appcliente));
      const taken = (login: string | undefined) => {
        const other = login ? db.findUser(login) : undefined;
        return other !== undefined && other.idcliente !== current?.idcliente;
      };
      if (taken(fields.email) || (!current && taken(fields.cpf))) return fail(400, 'Já existe um cadastro com este e-mail ou documento.');
      // An edit: the document stays (it is read-only in the update panel); the password only when sent.
      if (current) return HttpResponse.json(db.saveUser({ ...current, ...fields, idcliente: current.idcliente, cpf: current.cpf }, senha));
      if (!fields.email || !fields.cpf || !fields.nome || !senha) return fail(400, 'Erro ao tentar cadastrar usuário');
      // spec 1, 5: a supplier with an approval tag holds new registrations for review (spec 4 "Login").
      const tags = db.findSupplier({ idfornecedor })?.tag;
      const cadastro_aprovado = tags !== undefined && !tags.includes('block-not-approved-user') && !tags.includes('support-budget');
      const cpf = documentChars(fields.cpf);
      return HttpResponse.json(db.saveUser({ ...fields, idcliente: `c-${cpf.toLowerCase()}`, nome: fields.nome, email: fields.email.trim().toLowerCase(), cpf, cadastro_aprovado }, senha));
    }),
    handle<{ sep: string; doc: string }>(endpoints.dadosReceita, ({ params }) => {
      const doc = documentChars(params.doc);
      return isValidCnpj(doc) || isValidCpf(doc) ? HttpResponse.json({ nome: doc.length === 14 ? 'Empresa Exemplo Ltda.' : 'Pessoa Exemplo', situacao: 'ATIVA' }) : fail(404, 'Documento não encontrado');
    }),
    handle(endpoints.configuracoesCliente, () => HttpResponse.json({ preferencias: { necessary: true, session: true, performance: true, personalisation: true } })),
    handle<{ appcliente: string }>(endpoints.cliente, ({ params, request }) => {
      const id = clientIdOf(params.appcliente);
      const usuario = db.findUser(queryOf(request).get('email') ?? id) ?? db.clientAccount(id);
      return usuario ? HttpResponse.json(usuario) : fail(404, 'Erro ao obter cliente!');
    }),
    handle<{ idcliente: string }, { versao: string }>(endpoints.aceitarTermos, async ({ params, request }) => {
      const usuario = db.findUser(params.idcliente);
      if (!usuario) return fail(404, 'Erro ao obter cliente!');
      // Remembered, so the account shows the accepted version after a reload (`cliente` answers it).
      db.saveUser({ ...usuario, termosuso: (await request.json()).versao });
      return HttpResponse.json({ ok: true });
    }),
    handle(endpoints.enviarVerificacao, () => HttpResponse.json({ ok: true })),
    handle<never, ApiKeyLogin>(endpoints.loginApiKey, async ({ request }) => {
      const body = await request.json();
      const usuario = db.apiKeyUser(body.apiKey, body.idErpUsuario);
      return usuario ? HttpResponse.json(bearer(usuario)) : fail(401, 'Chave de API inválida para este fornecedor');
    }),
    // spec 2 login-token landing (assumed call): the token this mock issues at login, for that e-mail.
    // A linked user's access link carries the token `gerar_token_jwt` gave them: they buy for the main client's account.
    handle<never, LoginTokenExchange>(endpoints.loginToken, async ({ request }) => {
      const body = await request.json();
      const usuario = db.findUser(body.email);
      if (usuario && body.token === `token-${usuario.idcliente}`) return HttpResponse.json(bearer(usuario));
      const linked = linkedUser((u) => !u.principal && u.email.toLowerCase() === body.email.toLowerCase() && body.token === `jwt-${u.id_usuario}`);
      const account = linked && (db.findUser(linked.main) ?? db.clientAccount(linked.main));
      if (!linked || !account) return fail(401, 'Token de redirecionamento inválido ou expirado');
      return HttpResponse.json({
        ...bearer(account),
        email: linked.user.email,
        jwttoken: body.token,
        listaClientesVinculados: [{ id_usuario: account.idcliente, nome: account.nome, principal: false }],
      });
    }),
    handle<{ idfornecedor: string; idrepresentante: string }>(endpoints.clientesRepresentante, ({ params, request }) => {
      const q = queryOf(request);
      const search = (q.get('search') ?? '').toLowerCase();
      const all = db
        .representativeClients(params.idrepresentante)
        .flatMap((idcliente) => db.clientAccount(idcliente) ?? [])
        .map(({ idcliente, nome, cpf }) => ({ idcliente, nome, cpf }))
        .filter((c) => c.nome.toLowerCase().includes(search));
      const offset = Number(q.get('offset') ?? 0) || 0;
      const limit = Number(q.get('limit') ?? 10) || 10;
      return HttpResponse.json({ clientes: all.slice(offset, offset + limit), total: all.length });
    }),
    handle<{ idrepresentante: string }>(endpoints.acessoRepresentante, ({ params }) => HttpResponse.json({ permitido: Boolean(db.findUser(params.idrepresentante)?.representante) })),

    handle<{ idcliente: string }>(endpoints.usuariosDoCliente, ({ params }) => HttpResponse.json(linkedOf(params.idcliente))),
    handle<{ idfornecedor: string; idcliente: string }>(endpoints.usuariosVinculados, ({ params, request }) => {
      const token = queryOf(request).get('gerar_token_jwt') === 'true';
      return HttpResponse.json(linkedOf(params.idcliente).map((u) => (token ? { ...u, token: `jwt-${u.id_usuario}` } : u)));
    }),
    handle<{ idfornecedor: string; idcliente: string; idusuario: string }>(endpoints.excluirUsuarioVinculado, ({ params }) => {
      db.data().linkedUsers[params.idcliente] = linkedOf(params.idcliente).filter((u) => u.id_usuario !== params.idusuario);
      db.touch();
      return new HttpResponse(null, { status: 204 });
    }),
    handle<{ idfornecedor: string; idcliente: string }, { email: string }>(endpoints.criarUsuarioVinculado, async ({ params, request }) => {
      const { email } = await request.json();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(400, 'Email ou CPF Invalido');
      if (linkedOf(params.idcliente).some((u) => u.email.toLowerCase() === email.toLowerCase())) return fail(409, 'Este e-mail já é um usuário vinculado a este cliente.');
      const created: UsuarioVinculado = { id_usuario: `u-${email}`, email, principal: false };
      linkedOf(params.idcliente).push(created);
      db.touch();
      return HttpResponse.json(created);
    }),
    // A linked user's name and phone; the e-mail (their login) and the principal flag stay.
    handle<{ idusuario: string }, { dadosUsuario: DadosUsuarioVinculado }>(endpoints.atualizarUsuarioVinculado, async ({ params, request }) => {
      const found = linkedUser((u) => u.id_usuario === params.idusuario);
      if (!found) return fail(404, 'Usuário vinculado não encontrado');
      const { nome, telefone } = (await request.json()).dadosUsuario;
      if (!nome.trim()) return fail(400, 'Erro tentando atualizado usuário. Tente novamente mais tarde');
      const { id_usuario, email, principal } = found.user;
      const saved: UsuarioVinculado = { id_usuario, email, principal, nome: nome.trim(), ...(telefone ? { telefone } : {}) };
      db.data().linkedUsers[found.main] = linkedOf(found.main).map((u) => (u.id_usuario === params.idusuario ? saved : u));
      db.touch();
      return HttpResponse.json(saved);
    }),
    handle<{ idcliente: string }>(endpoints.clientesVinculados, ({ params }) => HttpResponse.json(db.findUser(params.idcliente)?.listaClientesVinculados ?? [])),

    handle<{ appcliente: string }>(endpoints.enderecos, ({ params }) => HttpResponse.json(db.addresses(clientIdOf(params.appcliente)))),
    handle<{ appcliente: string; idendereco: string }>(endpoints.excluirEndereco, ({ params }) =>
      db.deleteAddress(clientIdOf(params.appcliente), params.idendereco) ? new HttpResponse(null, { status: 204 }) : fail(404, 'Endereço não encontrado'),
    ),
    ...[endpoints.criarEndereco, endpoints.atualizarEndereco].map((ep) =>
      handle<{ appcliente: string }, Endereco & { coords: LatLng; idfornecedor: string }>(ep, async ({ params, request }) => {
        const { coords, idfornecedor, ...address } = await request.json();
        // spec 5: the address must be served by the supplier; spec 8: an update answered with 400 shows its message.
        if (!db.inServiceArea(idfornecedor, coords)) return fail(400, 'O fornecedor não atende no endereço informado');
        return HttpResponse.json(db.saveAddress(clientIdOf(params.appcliente), { ...address, lat: coords.lat, lng: coords.lng }));
      }),
    ),
    handle<{ appcliente: string; idcliente: string }>(endpoints.enderecoFaturamento, ({ params }) => {
      const [first] = db.addresses(params.idcliente);
      return first ? HttpResponse.json(first) : fail(404, 'Endereço de faturamento não cadastrado');
    }),
    // Assumed lookups (ASSUMPTIONS.md "Address lookups"), answered from the gazetteer of db/places.ts.
    handle<{ cep: string }>(endpoints.cep, ({ params }) => {
      const found = cepFixtures[params.cep.replace(/\D/g, '')];
      return found ? HttpResponse.json(found) : fail(404, 'CEP não encontrado');
    }),
    handle(endpoints.buscaLugares, ({ request }) => HttpResponse.json(searchPlaces(queryOf(request).get('q') ?? ''))),
  ];
}
