import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Badge } from '@ui/Badge';
import { StaticTable } from '@ui/StaticTable';
import { styled } from '@themes/stitches.config';
import { toReais } from '@storefront/domain/money';
import { domainMessages } from '@storefront/i18n/domainMessages';
import type { QuickOrderRow } from '@storefront/state/quickOrder';
import { quickOrderMessages as messages } from './messages';

/** The product and verdict columns keep a readable width when the table scrolls on a phone. */
const Product = styled('span', { display: 'grid', gap: '$1', minWidth: '8rem', overflowWrap: 'anywhere', '& span': { fontSize: '$xs' }, '& small': { color: '$textMuted', fontSize: '$xs' } });
const Verdict = styled('span', { display: 'grid', gap: '$1', justifyItems: 'start', minWidth: '9rem', '& small': { color: '$textMuted', fontSize: '$xs' } });

const quantityText = (intl: IntlShape, value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });

/** The verdict in words: the badge, and for an adjusted row why (the cart's own explanations of spec 4). */
function verdictOf(intl: IntlShape, row: QuickOrderRow) {
  if (row.status === 'invalid') return <Badge tone="danger">{intl.formatMessage(messages[row.reason])}</Badge>;
  if (row.status === 'valid') return <Badge tone="success">{intl.formatMessage(messages.valid)}</Badge>;
  const unit = row.product.unidade;
  const quantity = quantityText(intl, row.quantity);
  const reason = row.reasons[0];
  const why = reason
    ? intl.formatMessage(domainMessages[`cart.quantity.${reason}`] as MessageDescriptor, { quantity, unit, step: quantityText(intl, row.product.granularidade || 1) })
    : intl.formatMessage(messages.precision);
  return (
    <Verdict>
      <Badge tone="warning">{intl.formatMessage(messages.adjusted, { quantity })}</Badge>
      <small>{why}</small>
    </Verdict>
  );
}

interface CheckedTableProps {
  rows: readonly QuickOrderRow[];
  /** The total column, where the price gates of spec 5 let prices show. */
  showPrices: boolean;
}

/**
 * Every checked row: the product it found, its verdict, the quantity asked and, with prices, its total.
 * The table's scrolling frame is the one landmark named "Itens conferidos", so the section around it stays unnamed.
 */
export function CheckedTable({ rows, showPrices }: CheckedTableProps) {
  const intl = useIntl();
  return (
    <StaticTable aria-labelledby="itens-conferidos">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.colProduct)}</th>
          <th scope="col">{intl.formatMessage(messages.colStatus)}</th>
          <th scope="col" data-align="end">
            {intl.formatMessage(messages.colQuantity)}
          </th>
          {showPrices ? (
            <th scope="col" data-align="end">
              {intl.formatMessage(messages.colTotal)}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.row.line}-${i}`}>
            <th scope="row">
              <Product>
                <strong>{r.row.sku || intl.formatMessage(messages.noSku)}</strong>
                {r.product ? <span>{r.product.nome}</span> : null}
                <small>{r.row.lines.length > 1 ? intl.formatMessage(messages.lines, { lines: intl.formatList(r.row.lines.map(String)) }) : intl.formatMessage(messages.line, { line: r.row.line })}</small>
              </Product>
            </th>
            <td>{verdictOf(intl, r)}</td>
            <td data-align="end">{r.row.asked === null ? intl.formatMessage(messages.notRead) : quantityText(intl, r.row.asked)}</td>
            {showPrices ? <td data-align="end">{r.status === 'invalid' ? '' : intl.formatNumber(toReais(r.totalCents), { style: 'currency', currency: 'BRL' })}</td> : null}
          </tr>
        ))}
      </tbody>
    </StaticTable>
  );
}
