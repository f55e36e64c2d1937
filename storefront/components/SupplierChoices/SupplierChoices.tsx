import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Badge } from '@ui/Badge';
import { Link } from '@ui/Link';
import { Logo } from '@ui/Logo';
import { Row, RowList } from '@ui/RowList';
import { styled } from '@themes/stitches.config';
import type { ServingSupplier } from '@storefront/state/supplierLookup';

const messages = defineMessages<{ current: NoMessageValues }>({
  current: { id: 'suppliers.current', defaultMessage: 'Fornecedor atual', description: 'Marks the supplier the shopper is buying from now' },
});

const Title = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium' });
const Segments = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

/**
 * The suppliers a lookup by address found (spec 4), each a link to its home, the current one marked:
 * one list for the suppliers panel and the address search.
 */
export function SupplierChoices<F extends ServingSupplier>({
  fornecedores,
  currentId,
  hrefOf,
  onChoose,
  label,
}: {
  fornecedores: readonly F[];
  currentId: string | undefined;
  hrefOf: (fornecedor: F, current: boolean) => string;
  onChoose?: () => void;
  label?: string;
}) {
  const intl = useIntl();
  return (
    <RowList gap={3} aria-label={label}>
      {fornecedores.map((f) => {
        const current = f.idfornecedor === currentId;
        return (
          <Row stacked tight key={f.idfornecedor} data-current={current || undefined}>
            {f.logo ? <Logo name={f.nome} src={f.logo} isDecorative /> : null}
            <Title>
              <Link href={hrefOf(f, current)} onPress={onChoose} aria-current={current ? 'true' : undefined}>
                {f.nome}
              </Link>
              {current ? <Badge tone="info">{intl.formatMessage(messages.current)}</Badge> : null}
            </Title>
            {f.segmentos.length > 0 ? <Segments>{f.segmentos.join(' · ')}</Segments> : null}
          </Row>
        );
      })}
    </RowList>
  );
}
