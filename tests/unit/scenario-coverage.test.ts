import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarios } from '@mocks/scenarios';

/**
 * Issue 10 "Faults": every named mock scenario is exercised by a test that sees the exact message of the
 * spec (or, where the spec gives none, the product's own words). A static check over the stories, the
 * unit and dom tests and the journeys: the mock's own tests (mocks/) do not count, they see no screen.
 */
const ROOTS = ['storefront', 'ui', 'tests'];
const TEST_FILE = /\.(stories\.tsx|test\.tsx?|spec\.ts)$/;
/** A file picks scenarios by `msw: { scenario: '…' }` (stories) or `useScenario(…)` (unit tests, journeys). */
const USES_SCENARIOS = /scenario: '|useScenario\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry) && !path.endsWith('scenario-coverage.test.ts') ? [path] : [];
  });
}

const files = ROOTS.flatMap(testFiles)
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => USES_SCENARIOS.test(text));

const names = Object.keys(scenarios);
const quoted = (name: string) => new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
const filesUsing = (name: string) => files.filter(({ text }) => quoted(name).test(text));

/** What a person sees under each scenario, verbatim as the spec (section 5, 8) or the product words it. */
const seen: Record<string, string> = {
  carregando: 'Carregando a loja…',
  lento: 'Carregando a loja…',
  'erro-500': 'Não encontramos esta loja ou ela está fora do ar no momento.',
  'sem-conexao': 'Não foi possível carregar esta página',
  '429': 'Muitas tentativas em pouco tempo',
  'fornecedor-indisponivel': 'Loja indisponível',
  'fornecedor-recusado': 'Resposta da loja: Acesso suspenso para este domínio',
  'tema-ausente': 'Boas-vindas à Distribuidora Demo',
  'cupom-invalido': 'Cupom expirado em 31/10/2026',
  'pedido-duplicado': 'Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Arroz branco tipo 1 Qualitá 1 kg',
  'submit-falha-duplicidade-ok': 'Pedido enviado!',
  'pedido-sem-numero': 'Recebemos o seu pedido, mas o número dele ainda não chegou até nós. Ele aparece em Meus pedidos assim que for registrado.',
  'sucesso-com-aviso': 'Pedido enviado!',
  'sucesso-com-mensagemErro': 'Erro ao submeter seu pedido. Pagamento não confirmado pela operadora. Itens: Arroz branco tipo 1 Qualitá 1 kg',
  'carrinho-vazio': 'Não foi possível carregar nenhum produto para o carrinho.',
  'carrinho-mensagem': 'O preço de alguns produtos foi atualizado.',
  'desconto-carrinho': 'Desconto do fornecedor aplicado ao carrinho: 12% de desconto',
  'carrinho-falha-carga': 'Não foi possível carregar o seu carrinho. Os itens abaixo podem estar desatualizados.',
  'carrinho-bloqueado': 'Negociação em andamento',
  'sem-forma-entrega': 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
  'endereco-fora-area': 'Infelizmente ainda não atendemos o seu endereço',
  'um-fornecedor': 'Bem-vindo à Distribuidora Demo!',
  'entrega-carregando': 'Consultando formas de entrega',
  'fornecedores-carregando': 'Consultando fornecedores',
  'fornecedores-falha': 'Falha ao consultar outros fornecedores',
  'fornecedores-nenhum': 'Não foi possivel encontrar fornecedores para este endereço',
  'enderecos-carregando': 'Carregando seus endereços',
  'enderecos-falha': 'Não foi possível carregar seus endereços.',
  'enderecos-vazio': 'Nenhum endereço cadastrado',
  'endereco-exclusao-falha': 'Não foi possível excluir o endereço. Tente novamente.',
  'endereco-recusado': 'Não entregamos neste número: confira o endereço com a central.',
  'cep-falha': 'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
  'area-falha': 'Falha ao consultar área de atendimento do fornecedor',
  'busca-endereco-falha': 'Não foi possível buscar endereços agora. Tente novamente.',
  'agendamentos-falha': 'Falha ao consultar agendamentos',
  'sessao-expirada': 'Sessão expirada, efetue login novamente',
  'logout-na-listagem': 'Sua sessão foi encerrada. Entre novamente.',
  'produtos-falha': 'Catálogo em manutenção. Tente novamente em alguns minutos.',
  'produto-carregando': 'Carregando produto',
  'produto-falha': 'Não foi possível carregar o produto',
  'pagina-estatica-erro': 'Não foi possível exibir está página!',
  'login-falha': 'Erro ao tentar fazer login. Tente novamente em alguns minutos',
  'login-lento': 'Buscando seu cadastro…',
  'login-token-falha': 'Falha ao logar usuário vai token',
  'login-aprovacao-alterada': 'Bem-vindo à Distribuidora Demo!',
  'login-sem-usuario': 'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
  'api-key-sem-resposta': 'Erro ao obter cliente!',
  'api-key-falha': 'Chave de API inválida para este fornecedor',
  'receita-falha': 'Não foi possível consultar a Receita Federal. Preencha a razão social.',
  'cadastro-carregando': 'Consultando a Receita Federal…',
  'cadastro-falha': 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  'conta-carregando': 'Carregando os termos de uso',
  'conta-falha': 'Não foi possível carregar os termos de uso.',
  'verificacao-falha': 'Não foi possível enviar a verificação. Tente novamente mais tarde.',
  'aceite-termos-falha': 'Não foi possível registrar o aceite dos termos. Tente novamente.',
  'clientes-carregando': 'Carregando clientes',
  'clientes-vazio': 'Nenhum cliente na sua carteira',
  'clientes-falha': 'Não foi possível carregar seus clientes.',
  'representante-sem-acesso': 'Seu acesso de representante não está liberado para este fornecedor.',
  'cliente-falha': 'Cliente 02 Comércio Ltda. não pôde ser aberto. Tente novamente.',
  'contas-vinculadas-falha': 'Não foi possível atualizar a lista de contas. Mostrando as contas do seu login.',
  'contas-vinculadas-carregando': 'Atualizando contas',
  'usuarios-carregando': 'Carregando usuários',
  'usuarios-falha': 'Não foi possível carregar os usuários vinculados.',
  'usuario-vinculado-erro': 'Erro ao tentar cadastrar usuário',
  'usuario-vinculado-exclusao-falha': 'Não foi possível excluir c-mercado-filial@exemplo.com.br. Tente novamente.',
  'usuario-vinculado-edicao-falha': 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  'link-acesso-falha': 'Não foi possível gerar o link de acesso. Tente novamente.',
  'listas-carregando': 'Carregando listas',
  'listas-falha': 'Não foi possível carregar as listas de compras.',
  'listas-vazio': 'Você ainda não tem listas',
  'aplicar-lista-falha': 'Não foi possível aplicar a lista agora. Tente em alguns minutos.',
  'combos-carregando': 'Carregando combos',
  'combos-falha': 'Não foi possível carregar os combos.',
  'combos-vazio': 'Nenhum combo no momento',
  'chat-carregando': 'Carregando conversas',
  'chat-falha': 'Não foi possível conectar ao chat. Verifique sua internet e tente novamente.',
  'chat-vazio': 'Nenhuma mensagem ainda',
  'chat-historico-longo': 'Carregar mensagens anteriores',
  'chat-historico-lento': 'Carregando mensagens',
  'chat-sessao-expirada': 'Sessão expirada, efetue login novamente',
  'assinaturas-carregando': 'Carregando assinaturas',
  'assinaturas-falha': 'Não foi possível carregar suas assinaturas.',
  'assinaturas-vazio': 'Nenhuma assinatura',
  'cancelar-assinatura-falha': 'A entrega desta semana já está em separação. Tente cancelar depois dela.',
  'repetir-pedido-falha': 'Não foi possível carregar os produtos do pedido',
  'carrosseis-carregando': 'Carregando destaques',
  'caracteristica-obrigatoria': 'Preencha “Responsável pelo recebimento” para enviar o pedido.',
  'pedidos-carregando': 'Carregando pedidos',
  'pedidos-falha': 'Não foi possível carregar seus pedidos.',
  'pedidos-vazio': 'Nenhum pedido por aqui',
  'pedido-carregando': 'Carregando pedido',
  'pedido-falha': 'Não foi possível carregar este pedido.',
  'avaliacao-falha': 'Avaliações indisponíveis no momento. Tente novamente mais tarde.',
  'danfe-falha': 'A nota fiscal deste pedido ainda não foi emitida.',
  'troca-pagamento-falha': 'Este pedido não aceita mais troca da forma de pagamento.',
  'faturas-carregando': 'Carregando faturas',
  'faturas-falha': 'Não foi possível carregar suas faturas.',
  'faturas-vazio': 'Nenhuma fatura por aqui',
  'recomendacoes-carregando': 'Carregando recomendações',
  'pedido-rapido-falha': 'Erro interno do servidor',
  'planilha-falha': 'Não conseguimos ler a planilha. Confira se as colunas são SKU e quantidade.',
  'pedido-rapido-carrinho-falha': 'Erro interno do servidor',
  'html-hostil': 'Falha ao consultar agendamentos',
  'carrinho-sem-conexao': 'Você está sem conexão. Suas alterações no carrinho foram guardadas e serão enviadas quando a conexão voltar.',
};

/** Scenarios that show no message by design, and why; their tests check the page stays whole. */
const quiet: Record<string, string> = {
  padrao: 'the normal platform, behind every story without a scenario',
  'carrosseis-falha': 'failed carousels leave the page as it is (the home story of conteudo-falha sees it)',
  'carrossel-produtos-falha': 'a shelf whose products fail is left out, the banners stay',
  'rodape-falha': 'a failed footer keeps its legal line (the home story of conteudo-falha sees it)',
  'conteudo-falha': 'carousels and footer failing leave the home and the legal line',
  'recomendacoes-falha': 'recommendations are an extra: the strip stays out, the cart works',
  'recomendacoes-vazio': 'no recommendation, no strip',
  'categorias-falha': 'the tree is a way in: a category opened by a link is still named, by obter-setor (supplier-home journey)',
};

describe('every named mock scenario is exercised (issue 10, faults)', () => {
  it('is used by some story, unit test or journey', () => {
    expect(names.filter((name) => filesUsing(name).length === 0)).toEqual([]);
  });

  it('has the words a person sees listed here, or why it shows none', () => {
    expect(names.filter((name) => !(name in seen) && !(name in quiet))).toEqual([]);
    expect([...Object.keys(seen), ...Object.keys(quiet)].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('is asserted with those exact words in a test that uses it', () => {
    const missing = Object.entries(seen)
      .filter(([name, text]) => !filesUsing(name).some((file) => file.text.includes(text)))
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });
});
