import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { Cupom } from '@storefront/domain/coupons';
import { useStores } from '@storefront/state/context';
import { useCouponActions } from '@storefront/state/coupons';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import { useCouponBenefit } from '@storefront/components/CouponBenefit/useCouponBenefit';
import { couponsPanelMessages as messages } from './messages';

const Item = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$3',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
});

/** The list, mounted while the panel is open: each open loads the coupons afresh. */
function CouponList() {
  const intl = useIntl();
  const stores = useStores();
  const { chooseCoupon, loadCustomerCoupons } = useCouponActions();
  const benefit = useCouponBenefit();
  const [state, setState] = useState<{ status: 'loading' | 'loaded' | 'failed'; cupons: Cupom[]; compartilhar?: Cupom }>({ status: 'loading', cupons: [] });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    loadCustomerCoupons().then(
      (result) => current && setState({ status: 'loaded', ...result }),
      () => current && setState({ status: 'failed', cupons: [] }),
    );
    return () => {
      current = false;
    };
  }, [loadCustomerCoupons]);

  if (state.status === 'loading') return <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
  if (state.status === 'failed') {
    return (
      <Alert tone="danger" live>
        {intl.formatMessage(messages.failed)}
      </Alert>
    );
  }
  const share = state.compartilhar;
  return (
    <Stack gap={5}>
      {state.cupons.length === 0 ? (
        <EmptyState icon="info" headingLevel={3} title={intl.formatMessage(messages.empty)}>
          <p>{intl.formatMessage(messages.emptyText)}</p>
        </EmptyState>
      ) : (
        <Stack as="ul" gap={3}>
          {state.cupons.map((cupom) => (
            <Item key={cupom.codigocupom}>
              <Inline as="span" gap={2} align="start">
                <Text as="strong" weight="bold">
                  {cupom.codigocupom}
                </Text>
                <span>{benefit(cupom)}</span>
              </Inline>
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(messages.use, { code: cupom.codigocupom })}
                onPress={() => {
                  closePanel(stores.panels);
                  void chooseCoupon(cupom.codigocupom);
                }}
              >
                {intl.formatMessage(messages.useShort)}
              </Button>
            </Item>
          ))}
        </Stack>
      )}
      {share ? (
        <Stack as="section" gap={2} aria-labelledby="cupom-indicacao">
          <h3 id="cupom-indicacao">{intl.formatMessage(messages.share)}</h3>
          <p>{intl.formatMessage(messages.shareText, { code: share.codigocupom, benefit: benefit(share) })}</p>
          <Button
            variant="secondary"
            onPress={() => {
              // The clipboard may be missing (an insecure page) or refuse: either way it is a "not copied".
              void Promise.resolve()
                .then(() => navigator.clipboard.writeText(share.codigocupom))
                .then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
            }}
          >
            {intl.formatMessage(messages.copy)}
          </Button>
          {copied ? (
            <Alert tone="success" live>
              {intl.formatMessage(messages.copied)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** spec 2 "Panels": the client's coupons; choosing one closes the panel and revalidates after 200 ms (spec 4). */
export function CouponsPanel() {
  const intl = useIntl();
  const panel = usePanel('coupons');
  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      <CouponList />
    </SlidePanel>
  );
}
