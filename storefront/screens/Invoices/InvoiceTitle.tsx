import { useIntl } from 'react-intl';
import { Alert } from '@ui/Alert';
import { Badge, type BadgeTone } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { contentLink } from '@storefront/domain/contentLink';
import { daysFromDue, digitableDigits, formatDigitableLine, titleStatus, type TitleStatus } from '@storefront/domain/invoices';
import { usePageOrigin } from '@storefront/state/context';
import type { InvoiceTitle as Invoice } from '@storefront/state/invoices';
import type { SupplierPaths } from '@storefront/paths';
import { useFormatDay } from '@storefront/i18n/formatDay';
import { invoicesMessages as messages } from './messages';

const TONES: Record<TitleStatus, BadgeTone> = { overdue: 'danger', dueToday: 'warning', upcoming: 'info', paid: 'success' };

const Item = styled('li', { display: 'grid', gap: '$3', padding: '$4', border: '$borderWidths$thin solid $borderSubtle', borderRadius: '$md', minWidth: 0 });

function StatusBadge({ status, days }: { status: TitleStatus; days: number }) {
  const intl = useIntl();
  const text =
    status === 'overdue'
      ? intl.formatMessage(messages.overdue, { days })
      : status === 'upcoming'
        ? intl.formatMessage(messages.upcoming, { days })
        : intl.formatMessage(status === 'paid' ? messages.paid : messages.dueToday);
  return <Badge tone={TONES[status]}>{text}</Badge>;
}

export type CopyResult = { id: string; ok: boolean } | null;

interface InvoiceTitleProps {
  title: Readonly<Invoice>;
  today: string;
  paths: SupplierPaths;
  copy: CopyResult;
  onCopy: (title: Readonly<Invoice>) => void;
}

/** One title: order, status, due date and amount; the boleto and its line while it is unpaid. */
export function InvoiceTitle({ title, today, paths, copy, onCopy }: InvoiceTitleProps) {
  const intl = useIntl();
  const date = useFormatDay();
  const origin = usePageOrigin();
  const status = titleStatus(title, today);
  const headingId = `titulo-${title.id}`;
  const open = status !== 'paid';
  const line = open && title.linhaDigitavel ? title.linhaDigitavel : undefined;
  const copied = copy?.id === title.id ? copy : null;
  // The boleto's address comes from the server: only a web address or a path of this site (never `javascript:`, `data:`).
  const boletoLink = open ? contentLink(title.linkBoleto, origin, paths.home) : null;
  const boleto = boletoLink ? (boletoLink.kind === 'internal' ? boletoLink.path : boletoLink.href) : undefined;
  return (
    <Item aria-labelledby={headingId}>
      <Inline gap={2} justify="between">
        <Inline gap={2}>
          <Text as="h3" size="md" id={headingId}>
            <Link href={paths.order(title.numpedido)}>{intl.formatMessage(messages.order, { numpedido: title.numpedido })}</Link>
          </Text>
          <StatusBadge status={status} days={daysFromDue(title, today)} />
        </Inline>
        <Price value={title.valor} />
      </Inline>
      <Text tone="muted" size="sm">
        {status === 'paid' && title.dataPagamento
          ? intl.formatMessage(messages.paidOn, { date: date(title.dataPagamento) })
          : intl.formatMessage(messages.dueDate, { date: date(title.vencimento) })}
      </Text>
      {line ? (
        <Stack as="p" gap={1}>
          <Text as="span" size="sm">
            {intl.formatMessage(messages.digitableLine)}
          </Text>
          <Text as="span" size="sm" weight="medium" numeric>
            {formatDigitableLine(line)}
          </Text>
        </Stack>
      ) : null}
      {boleto || line ? (
        <Inline gap={2} align="stretch">
          {boleto ? (
            <Link
              appearance="button"
              href={boleto}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(messages.openBoletoName, { numpedido: title.numpedido })}
            >
              {intl.formatMessage(messages.openBoleto)}
            </Link>
          ) : null}
          {line ? (
            <Button variant="secondary" aria-label={intl.formatMessage(messages.copyLineName, { numpedido: title.numpedido })} onPress={() => onCopy(title)}>
              {intl.formatMessage(messages.copyLine)}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {copied?.ok ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.copied)}
        </Alert>
      ) : null}
      {copied && !copied.ok && line ? (
        <>
          <Alert tone="warning" live>
            {intl.formatMessage(messages.copyFailed)}
          </Alert>
          <TextField label={intl.formatMessage(messages.lineField, { numpedido: title.numpedido })} value={digitableDigits(line)} isReadOnly />
        </>
      ) : null}
    </Item>
  );
}
