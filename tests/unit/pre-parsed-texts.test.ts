import { describe, expect, it } from 'vitest';
import type { TransformResult } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { preParsedTexts } from '../support/preParsedTexts';

const source = `import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
const messages = defineMessages<{ title: NoMessageValues }>({
  title: { id: 'cart.title', defaultMessage: 'Seu carrinho', description: 'Heading of the cart panel' },
});
export function Title({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <h2 title={intl.formatMessage({ id: 'cart.count', defaultMessage: '{count, plural, one {# item} other {# itens}}', description: 'How many lines' }, { count })}>
      {intl.formatMessage(messages.title)}
      <FormattedMessage id="cart.hint" defaultMessage="Arraste <b>aqui</b>" description="A hint" />
    </h2>
  );
}
`;

/** The plugin's transform hook, as the build calls it. */
function transform(code: string, id: string): TransformResult | null {
  const plugin = preParsedTexts();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform hook');
  return hook.call({} as never, code, id) as TransformResult | null;
}

/** The array literal the transformer wrote after `defaultMessage` in `code`, the nth time, read as data. */
function shippedMessage(code: string, nth: number): unknown {
  const at = [...code.matchAll(/defaultMessage(?:: |=\{)/g)][nth]?.index;
  if (at === undefined) return undefined;
  const start = code.indexOf('[', at);
  let depth = 0;
  for (let end = start; end < code.length; end++) {
    if (code[end] === '[') depth++;
    if (code[end] === ']' && --depth === 0) return JSON.parse(code.slice(start, end + 1).replace(/([{,]\s*)(\w+):/g, '$1"$2":'));
  }
  return undefined;
}

describe('preParsedTexts (build)', () => {
  it('ships each message parsed, with its id, however it is written, and drops the notes', () => {
    const code = transform(source, '/app/storefront/panels/Cart/Title.tsx')?.code ?? '';
    expect(shippedMessage(code, 0)).toEqual(parse('Seu carrinho'));
    expect(shippedMessage(code, 1)).toEqual(parse('{count, plural, one {# item} other {# itens}}'));
    expect(shippedMessage(code, 2)).toEqual(parse('Arraste <b>aqui</b>'));
    for (const id of ['cart.title', 'cart.count', 'cart.hint']) expect(code).toContain(id);
    for (const gone of ['Heading of the cart panel', 'How many lines', 'A hint', "'Seu carrinho'"]) expect(code).not.toContain(gone);
    // The code is otherwise the same: JSX is left to the next step, type imports go, value imports stay.
    expect(code).toContain('<FormattedMessage');
    expect(code).toContain("import { defineMessages, FormattedMessage, useIntl } from 'react-intl'");
  });

  it('keeps a source map', () => {
    expect(transform(source, '/app/storefront/panels/Cart/Title.tsx')?.map).toBeTruthy();
  });

  it('leaves libraries and code without messages alone', () => {
    expect(transform(source, '/app/node_modules/some-lib/index.tsx')).toBeNull();
    expect(transform('export const sum = (a: number, b: number) => a + b;\n', '/app/storefront/domain/sum.ts')).toBeNull();
  });
});
