/**
 * Build step: the message texts (`defaultMessage`) and the translators' notes (`description`) leave the code.
 * The pre-parsed pt-BR catalogue (storefront/i18n) holds every text, and the catalogue test checks it is
 * complete, so in a build each text came twice and each note once for nothing. formatjs's own transformer
 * does the cut, so every way of writing a message (`defineMessages`, `formatMessage`, `<FormattedMessage>`)
 * is covered. Dev, tests and Storybook keep the texts and parse them.
 */
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;

export function catalogueOnlyTexts(): Plugin {
  return {
    name: 'catalogue-only-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('/node_modules/') || !code.includes('defaultMessage')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          // As the bundler reads the code: only `import type` goes.
          verbatimModuleSyntax: true,
          sourceMap: true,
          inlineSources: true,
        },
        transformers: { before: [transformWithTs(ts, { removeDefaultMessage: true })] },
      });
      return { code: out.outputText, map: out.sourceMapText ?? null };
    },
  };
}
