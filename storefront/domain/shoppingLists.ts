import { compact, type Problems } from './forms';

/** A new shopping list (spec 7 `criarListaCompra`) is asked for by its name. */
export interface NewListForm {
  nome: string;
}

export type NewListProblem = 'emptyName';

export function validateNewList(form: NewListForm): Problems<NewListForm, NewListProblem> {
  return compact<NewListForm, NewListProblem>([['nome', form.nome.trim() ? undefined : 'emptyName']]);
}
