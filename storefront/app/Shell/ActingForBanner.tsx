import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import { endAttendance, leaveClient } from '@storefront/state/representative';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

export const actingForMessages = defineMessages<{
  region: NoMessageValues;
  buyingFor: { cliente: string };
  change: NoMessageValues;
  end: NoMessageValues;
}>({
  region: { id: 'actingFor.region', defaultMessage: 'Atendimento do representante', description: 'Accessible name of the banner shown while a representative buys for a client' },
  buyingFor: { id: 'actingFor.buyingFor', defaultMessage: 'Comprando para {cliente}', description: 'spec 6: the client the representative is buying for' },
  change: { id: 'actingFor.change', defaultMessage: 'Trocar de cliente', description: 'Back to the representative client list' },
  end: { id: 'actingFor.end', defaultMessage: 'Encerrar atendimento', description: 'Ends buying for the client: the representative stays signed in with no client' },
});

const Root = styled('section', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2 $4',
  paddingBlock: '$2',
  paddingInline: '$3',
  backgroundColor: '$primarySubtle',
  color: '$text',
  borderBottom: '$borderWidths$thin solid $primaryBorder',
  '@md': { paddingInline: '$4' },
});
const Who = styled('p', { margin: 0, minWidth: 0, fontWeight: '$medium', overflowWrap: 'anywhere' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/**
 * spec 6: while a representative buys for a client, who it is stays in view under the header, with
 * the way to another client and the end of the attendance. The cart's pending save goes first.
 */
export function ActingForBanner() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const navigate = useNavigate();
  const { stores, api } = useAppServices();
  const { usuario, representative, switching } = useSnapshot(stores.session);
  if (!representative || !usuario) return null;
  const toList = () => void navigate(paths.clients());
  return (
    <Root aria-label={intl.formatMessage(actingForMessages.region)}>
      <Who>
        {intl.formatMessage(actingForMessages.buyingFor, { cliente: usuario.nome })}
      </Who>
      <Actions>
        <Button size="sm" variant="secondary" isDisabled={switching} onPress={() => void leaveClient(stores, api).then(toList)}>
          {intl.formatMessage(actingForMessages.change)}
        </Button>
        <Button size="sm" variant="ghost" isPending={switching} onPress={() => void endAttendance(stores, api).then(toList)}>
          {intl.formatMessage(actingForMessages.end)}
        </Button>
      </Actions>
    </Root>
  );
}
