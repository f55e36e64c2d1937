import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

const messages = defineMessages<{
  done: NoMessageValues;
  current: NoMessageValues;
  upcoming: NoMessageValues;
  cancelled: NoMessageValues;
}>({
  done: { id: 'ui.statusSteps.done', defaultMessage: '(concluída)', description: 'A finished step of the order timeline' },
  current: { id: 'ui.statusSteps.current', defaultMessage: '(etapa atual)', description: 'The step the order is in now' },
  upcoming: { id: 'ui.statusSteps.upcoming', defaultMessage: '(próxima etapa)', description: 'A step still to come' },
  cancelled: { id: 'ui.statusSteps.cancelled', defaultMessage: '(cancelado)', description: 'The order stopped at this step' },
});

export interface Step {
  id: string;
  label: ReactNode;
  /** When it happened or what it means ("22/11, 14:30"). */
  description?: ReactNode;
}

export interface StatusStepsProps {
  /** Accessible name of the timeline ("Andamento do pedido"). */
  label: string;
  steps: readonly Step[];
  /** The id of the step the order is in now. */
  currentId: string;
  /** The order was cancelled at the current step: later steps will not happen. */
  isCancelled?: boolean;
  /** The current step is the last and it is over (a delivered order): every step is done, none current. */
  isComplete?: boolean;
}

type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

const List = styled('ol', { display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

const Item = styled('li', {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '$3',
  paddingBottom: '$4',
  '&:not(:last-child)::before': {
    content: '""',
    position: 'absolute',
    left: 'calc($sizes$iconLg / 2 - $borderWidths$thin)',
    top: '$iconLg',
    bottom: 0,
    borderLeft: '$borderWidths$medium solid $borderSubtle',
  },
  '&[data-state="done"]:not(:last-child)::before': { borderLeftColor: '$primaryBorder' },
});

const Marker = styled('span', {
  display: 'grid',
  placeItems: 'center',
  width: '$iconLg',
  height: '$iconLg',
  borderRadius: '$pill',
  border: '$borderWidths$medium solid $border',
  backgroundColor: '$background',
  color: '$onPrimary',
  variants: {
    state: {
      done: { backgroundColor: '$primary', borderColor: '$primaryBorder' },
      current: { borderColor: '$primaryBorder', boxShadow: '0 0 0 $borderWidths$focus $colors$primarySubtle' },
      upcoming: {},
      cancelled: { backgroundColor: '$danger', borderColor: '$danger', color: '$onDanger' },
    },
  },
});

const Label = styled('span', {
  fontWeight: '$medium',
  color: '$text',
  variants: { state: { done: {}, current: { fontWeight: '$bold' }, upcoming: { color: '$textMuted', fontWeight: '$regular' }, cancelled: { color: '$danger' } } },
});

const Description = styled('span', { gridColumn: 2, fontSize: '$sm', color: '$textMuted' });
const Hidden = styled('span', { visuallyHidden: true });

/** An order's progress as an ordered list: done, current (aria-current) and upcoming steps, never colour alone. */
export function StatusSteps({ label, steps, currentId, isCancelled = false, isComplete = false }: StatusStepsProps) {
  const intl = useIntl();
  const currentIndex = Math.max(
    steps.findIndex((s) => s.id === currentId),
    0,
  );
  const visible = isCancelled ? steps.slice(0, currentIndex + 1) : steps;
  const stateOf = (index: number): StepState => {
    if (index < currentIndex || (isComplete && !isCancelled)) return 'done';
    if (index > currentIndex) return 'upcoming';
    return isCancelled ? 'cancelled' : 'current';
  };
  return (
    <List aria-label={label}>
      {visible.map((step, index) => {
        const state = stateOf(index);
        return (
          <Item key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker state={state}>
              {state === 'done' ? <Icon name="check" size="sm" /> : null}
              {state === 'cancelled' ? <Icon name="close" size="sm" /> : null}
            </Marker>
            <Label state={state}>
              {step.label}
              <Hidden> {intl.formatMessage(messages[state])}</Hidden>
            </Label>
            {step.description ? <Description>{step.description}</Description> : null}
          </Item>
        );
      })}
    </List>
  );
}
