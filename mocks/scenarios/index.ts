import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { endpoints, type ApiErrorBody } from '@storefront/api/endpoints';
import { mswPath } from '../handlers/paths';

/** A named fault of the platform, prepended to the normal handlers. */
export interface Scenario {
  label: string;
  handlers: RequestHandler[];
}

/** Named scenarios, chosen per story (`parameters.msw.scenario`), from the toolbar, or by `?cenario=` in dev. */
export const scenarios = {
  padrao: { label: 'Normal', handlers: [] },
  carregando: {
    label: 'Carregando (sem resposta)',
    handlers: [http.all('*/v2/*', async () => delay('infinite'))],
  },
  'fornecedor-indisponivel': {
    label: 'Fornecedor indisponível (500)',
    handlers: [
      http.get(mswPath(endpoints.fornecedor), () =>
        HttpResponse.json<ApiErrorBody>({ mensagem: 'Serviço temporariamente indisponível' }, { status: 500 }),
      ),
    ],
  },
  'tema-ausente': {
    label: 'Tema não configurado (404)',
    handlers: [
      http.get(mswPath(endpoints.tema), () =>
        HttpResponse.json<ApiErrorBody>({ mensagem: 'Tema não configurado' }, { status: 404 }),
      ),
    ],
  },
  'sem-conexao': {
    label: 'Sem conexão (falha de rede)',
    handlers: [http.all('*/v2/*', () => HttpResponse.error())],
  },
  '429': {
    label: 'Muitas requisições (429)',
    handlers: [
      http.all('*/v2/*', () => HttpResponse.json<ApiErrorBody>({ mensagem: 'Too Many Requests' }, { status: 429 })),
    ],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(scenarios, name);
}
