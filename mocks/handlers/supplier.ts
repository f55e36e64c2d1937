import { http, HttpResponse } from 'msw';
import { endpoints, type ApiErrorBody, type Fornecedor, type Tema } from '@storefront/api/endpoints';
import type { MockDatabase } from '../db/database';
import { mswPath } from './paths';

const notFound = (mensagem: string) => HttpResponse.json<ApiErrorBody>({ mensagem }, { status: 404 });

/** spec 7 "Supplier and content". */
export function supplierHandlers(db: MockDatabase) {
  return [
    http.get<never, never, Fornecedor | ApiErrorBody>(mswPath(endpoints.fornecedor), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const fornecedor = db.findSupplier({ idfornecedor: query.get('idfornecedor'), dominio: query.get('dominio') });
      return fornecedor ? HttpResponse.json(fornecedor) : notFound('Fornecedor não encontrado');
    }),
    http.get<{ id: string }, never, Tema | ApiErrorBody>(mswPath(endpoints.tema), ({ params }) => {
      const tema = db.themeOf(params.id);
      if (tema === undefined) return notFound('Fornecedor não encontrado');
      return tema ? HttpResponse.json(tema) : notFound('Tema não configurado');
    }),
  ];
}
