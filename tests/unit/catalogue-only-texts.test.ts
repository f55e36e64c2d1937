import { describe, expect, it } from 'vitest';
import type { TransformResult } from 'vite';
import { catalogueOnlyTexts } from '../support/catalogueOnlyTexts';

const source = `import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
const messages = defineMessages<{ title: NoMessageValues }>({
  title: { id: 'cart.title', defaultMessage: 'Seu carrinho', description: 'Heading of the cart panel' },
});
export function Title({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <h2 title={intl.formatMessage({ id: 'cart.count', defaultMessage: '{count} itens', description: 'How many lines' }, { count })}>
      {intl.formatMessage(messages.title)}
      <FormattedMessage id="cart.hint" defaultMessage="Arraste" description="A hint" />
    </h2>
  );
}
`;

/** The plugin's transform hook, as the build calls it. */
function transform(code: string, id: string): TransformResult | null {
  const plugin = catalogueOnlyTexts();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform hook');
  return hook.call({} as never, code, id) as TransformResult | null;
}

describe('catalogueOnlyTexts (build)', () => {
  it('leaves each message its id and nothing else, however it is written', () => {
    const out = transform(source, '/app/storefront/panels/Cart/Title.tsx');
    expect(out?.code).toBeDefined();
    for (const gone of ['Seu carrinho', 'Heading of the cart panel', '{count} itens', 'How many lines', 'Arraste', 'A hint']) expect(out?.code).not.toContain(gone);
    for (const id of ['cart.title', 'cart.count', 'cart.hint']) expect(out?.code).toContain(id);
    // The code is otherwise the same: JSX is left to the next step, type imports go, value imports stay.
    expect(out?.code).toContain('<FormattedMessage');
    expect(out?.code).toContain("import { defineMessages, FormattedMessage, useIntl } from 'react-intl'");
    expect(out?.map).toBeTruthy();
  });

  it('leaves libraries and code without messages alone', () => {
    expect(transform(source, '/app/node_modules/some-lib/index.tsx')).toBeNull();
    expect(transform('export const sum = (a: number, b: number) => a + b;\n', '/app/storefront/domain/sum.ts')).toBeNull();
  });
});
