/*
 * What every form's rules return: the fields with something wrong, each with its problem, which the
 * form's messages word. The rules themselves stay with their data (payment, address, registration).
 */

/** The fields that have a problem, each with its problem's name. */
export type Problems<F, P extends string> = Partial<Record<keyof F, P>>;

/** Keeps only the fields that have a problem. */
export function compact<F, P extends string>(entries: readonly (readonly [keyof F, P | undefined])[]): Problems<F, P> {
  const problems: Problems<F, P> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

/** The first field with a problem, in the form's order: where the focus goes. */
export function firstInvalid<F extends object, P extends string>(order: readonly (keyof F)[], problems: Problems<F, P>): keyof F | undefined {
  return order.find((field) => problems[field] !== undefined);
}

