import { defineMessages, useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';

const messages = defineMessages<{
  shown: { shown: number; total: number };
  more: { count: number };
  done: { total: number };
}>({
  shown: {
    id: 'ui.loadMore.shown',
    defaultMessage: 'Mostrando {shown, number} de {total, number}',
    description: 'How many items of the list are shown',
  },
  more: {
    id: 'ui.loadMore.more',
    defaultMessage: 'Carregar mais {count, plural, one {# item} other {# itens}}',
    description: 'Button that loads the next page of a list',
  },
  done: {
    id: 'ui.loadMore.done',
    defaultMessage: 'Todos os {total, number} itens foram carregados',
    description: 'Shown when the whole list is loaded',
  },
});

export interface LoadMoreProps {
  /** Items already on the page. */
  shown: number;
  total: number;
  /** Page size: how many the next press brings (spec 9: 20 products, 6 orders). */
  pageSize: number;
  isLoading?: boolean;
  onLoadMore: () => void;
}

const Root = styled('div', { display: 'grid', justifyItems: 'center', gap: '$2', paddingBlock: '$4' });
const Track = styled('div', {
  width: '$logoWidth',
  height: '$progressTrack',
  borderRadius: '$pill',
  backgroundColor: '$borderSubtle',
  overflow: 'hidden',
});
const Fill = styled('div', { height: '100%', backgroundColor: '$primary' });
const Text = styled('span', { fontSize: '$sm', color: '$textMuted' });

/** "Load more" under a list: how far the shopper is, and the next page on demand (no infinite scroll trap). */
export function LoadMore({ shown, total, pageSize, isLoading = false, onLoadMore }: LoadMoreProps) {
  const intl = useIntl();
  const remaining = Math.max(total - shown, 0);
  const label = intl.formatMessage(messages.shown, { shown: Math.min(shown, total), total });
  return (
    <Root>
      <ProgressBar value={Math.min(shown, total)} maxValue={Math.max(total, 1)} aria-label={label}>
        <Track>
          <Fill style={{ width: `${total > 0 ? (Math.min(shown, total) / total) * 100 : 100}%` }} />
        </Track>
      </ProgressBar>
      <Text role="status">{remaining > 0 ? label : intl.formatMessage(messages.done, { total })}</Text>
      {remaining > 0 ? (
        <Button variant="secondary" isPending={isLoading} onPress={onLoadMore}>
          {intl.formatMessage(messages.more, { count: Math.min(pageSize, remaining) })}
        </Button>
      ) : null}
    </Root>
  );
}
