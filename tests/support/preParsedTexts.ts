/**
 * Build step: each message ships inside the code that shows it, already parsed, and its translators' note
 * (`description`) goes. So a page carries the texts of the code it loads, and no more: a catalogue fetched
 * whole carried the texts of panels and pages the shopper had not opened (7.7 KiB of gzip on every first
 * page), each id twice, and needed a second fetch beside every later page. Parsed here, the browser never
 * parses a message, and the production build leaves the ICU parser out (vite.config.ts). formatjs's own
 * transformer does it, so every way of writing a message (`defineMessages`, `formatMessage`,
 * `<FormattedMessage>`) is covered. pt-BR is the store's only language, so each message's own text is the one
 * shown (storefront/i18n). Dev, tests and Storybook keep the texts as written and parse them.
 */
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;

export function preParsedTexts(): Plugin {
  return {
    name: 'pre-parsed-texts',
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
        transformers: { before: [transformWithTs(ts, { ast: true })] },
      });
      return { code: out.outputText, map: out.sourceMapText ?? null };
    },
  };
}
