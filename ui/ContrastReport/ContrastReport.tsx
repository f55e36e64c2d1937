import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import type { ContrastCheck, ContrastPair } from '@themes/supplierTheme';

const messages = defineMessages<{
  caption: NoMessageValues;
  captionOf: { subject: string };
  pair: NoMessageValues;
  sample: NoMessageValues;
  ratio: NoMessageValues;
  required: NoMessageValues;
  result: NoMessageValues;
  ratioValue: { ratio: string };
  passes: NoMessageValues;
  fails: NoMessageValues;
  adjusted: { result: string };
  sampleText: NoMessageValues;
}>({
  caption: { id: 'ui.contrastReport.caption', defaultMessage: 'Relatório de contraste (WCAG 2.2 AA)', description: 'Caption of the contrast report table' },
  captionOf: {
    id: 'ui.contrastReport.captionOf',
    defaultMessage: 'Relatório de contraste (WCAG 2.2 AA): {subject}',
    description: 'Caption of the contrast report table of a named palette (a supplier or sample theme), when several are on one page',
  },
  pair: { id: 'ui.contrastReport.pair', defaultMessage: 'Par de cores', description: 'Column: which foreground/background pair' },
  sample: { id: 'ui.contrastReport.sample', defaultMessage: 'Amostra', description: 'Column: a visual sample of the pair' },
  ratio: { id: 'ui.contrastReport.ratio', defaultMessage: 'Contraste', description: 'Column: measured contrast ratio' },
  required: { id: 'ui.contrastReport.required', defaultMessage: 'Mínimo', description: 'Column: minimum ratio required' },
  result: { id: 'ui.contrastReport.result', defaultMessage: 'Resultado', description: 'Column: pass or fail' },
  ratioValue: { id: 'ui.contrastReport.ratioValue', defaultMessage: '{ratio}:1', description: 'A contrast ratio such as 4,5:1' },
  passes: { id: 'ui.contrastReport.passes', defaultMessage: 'Aprovado', description: 'The pair meets the minimum' },
  fails: { id: 'ui.contrastReport.fails', defaultMessage: 'Reprovado', description: 'The pair misses the minimum' },
  adjusted: {
    id: 'ui.contrastReport.adjusted',
    defaultMessage: '{result} (cor ajustada)',
    description: 'Result of a pair whose supplier colour the guard changed to pass',
  },
  sampleText: { id: 'ui.contrastReport.sampleText', defaultMessage: 'Aa', description: 'Letters drawn in the sample swatch of a text pair' },
});

/** What the report calls each pair; the names stay in the catalogue, keyed by the report's pair id. */
const pairNames: Record<ContrastPair, MessageDescriptor> = defineMessages({
  onPrimary: { id: 'ui.contrastReport.pair.onPrimary', defaultMessage: 'Texto sobre a cor principal', description: 'Contrast pair name' },
  onPrimaryHover: { id: 'ui.contrastReport.pair.onPrimaryHover', defaultMessage: 'Texto sobre a cor principal (passar o mouse)', description: 'Contrast pair name' },
  onPrimaryPressed: { id: 'ui.contrastReport.pair.onPrimaryPressed', defaultMessage: 'Texto sobre a cor principal (pressionado)', description: 'Contrast pair name' },
  link: { id: 'ui.contrastReport.pair.link', defaultMessage: 'Link sobre o fundo', description: 'Contrast pair name' },
  linkOnSubtle: { id: 'ui.contrastReport.pair.linkOnSubtle', defaultMessage: 'Link sobre o fundo suave', description: 'Contrast pair name' },
  border: { id: 'ui.contrastReport.pair.border', defaultMessage: 'Borda de destaque sobre o fundo', description: 'Contrast pair name' },
  focusRing: { id: 'ui.contrastReport.pair.focusRing', defaultMessage: 'Anel de foco sobre o fundo', description: 'Contrast pair name' },
  onSecondary: { id: 'ui.contrastReport.pair.onSecondary', defaultMessage: 'Texto sobre a cor secundária', description: 'Contrast pair name' },
  onAuxiliary: { id: 'ui.contrastReport.pair.onAuxiliary', defaultMessage: 'Texto sobre a cor auxiliar', description: 'Contrast pair name' },
});

export interface ContrastReportProps {
  report: readonly ContrastCheck[];
  /** Whose palette it is ("Padaria Sol"): added to the caption, so several reports on a page are told apart. */
  subject?: string;
}

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& caption': { textAlign: 'left', fontWeight: '$bold', paddingBlock: '$2' },
  '& th, & td': { padding: '$1 $3', borderBottom: '$borderWidths$thin solid $borderSubtle', textAlign: 'left' },
});

/** On a phone the table scrolls inside its own box (reachable by keyboard) instead of widening the page. */
const Scroll = styled('div', {
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: '$sm',
  outline: 'none',
  '&:focus-visible': { focusRing: 'outside' },
});

const Swatch = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$controlSm',
  minHeight: '$target',
  borderRadius: '$sm',
  fontWeight: '$bold',
  variants: {
    kind: {
      text: { border: '$borderWidths$thin solid $border' },
      // A UI part (border, focus ring) is drawn as a border, the way the kit uses it.
      part: { borderStyle: 'solid', borderWidth: '$focus' },
    },
  },
});

const TEXT_MIN = 4.5;

/** A palette's contrast pairs as a table: designers and suppliers see why a colour was adjusted. */
export function ContrastReport({ report, subject }: ContrastReportProps) {
  const intl = useIntl();
  const ratio = (value: number) => intl.formatMessage(messages.ratioValue, { ratio: intl.formatNumber(value, { maximumFractionDigits: 2 }) });
  const caption = subject ? intl.formatMessage(messages.captionOf, { subject }) : intl.formatMessage(messages.caption);
  return (
    // Focusable so a keyboard can scroll it (WCAG 2.1.1); named after the table it holds.
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.pair)}</th>
            <th scope="col">{intl.formatMessage(messages.sample)}</th>
            <th scope="col">{intl.formatMessage(messages.ratio)}</th>
            <th scope="col">{intl.formatMessage(messages.required)}</th>
            <th scope="col">{intl.formatMessage(messages.result)}</th>
          </tr>
        </thead>
        <tbody>
          {report.map((check) => (
            <tr key={check.pair} data-passes={check.passes}>
              <th scope="row">{intl.formatMessage(pairNames[check.pair])}</th>
              <td>
                {/* UI parts, and text pairs that fail, are drawn as colour chips: no unreadable text on the page. */}
                {check.required < TEXT_MIN || !check.passes ? (
                  <Swatch kind="part" aria-hidden="true" style={{ borderColor: check.foreground, backgroundColor: check.background }} />
                ) : (
                  <Swatch kind="text" aria-hidden="true" style={{ color: check.foreground, backgroundColor: check.background }}>
                    {intl.formatMessage(messages.sampleText)}
                  </Swatch>
                )}
              </td>
              <td>{ratio(check.ratio)}</td>
              <td>{ratio(check.required)}</td>
              <td>
                {check.adjusted
                  ? intl.formatMessage(messages.adjusted, { result: intl.formatMessage(check.passes ? messages.passes : messages.fails) })
                  : intl.formatMessage(check.passes ? messages.passes : messages.fails)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
