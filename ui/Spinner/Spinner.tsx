import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import { ProgressBar } from '../ProgressBar';

export interface SpinnerProps {
  /** The accessible name (what is loading); "Carregando" from the catalogue when left off. */
  label?: string;
  /** Diameter of the ring: `sm` sits in a line of text, `lg` fills an empty panel. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows the label next to the ring (above the bar) as well as announcing it. */
  showLabel?: boolean;
  /** Progress from 0 to 100: turns the ring into a bar with a value read by assistive technology. */
  value?: number;
  /** Replaces the percentage as the value read out and shown ("2 de 5 fotos"). */
  valueLabel?: string;
}

const messages = defineMessages<{ loading: NoMessageValues }>({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Carregando', description: 'Default accessible name of a loading indicator' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Root = styled(ProgressBar, {
  color: '$text',
  variants: {
    mode: {
      ring: { display: 'inline-flex', alignItems: 'center', gap: '$2' },
      bar: { display: 'grid', gap: '$1', width: '100%', maxWidth: '$prose' },
    },
    size: { sm: { fontSize: '$sm' }, md: { fontSize: '$md' }, lg: { fontSize: '$lg' } },
  },
});

const Ring = styled('span', {
  display: 'block',
  flex: 'none',
  borderStyle: 'solid',
  borderColor: '$borderSubtle',
  borderTopColor: '$primaryText',
  borderRadius: '$pill',
  // Reduced motion stops the turn through the global styles; the two-tone ring still reads as busy.
  animation: `${spin()} 800ms linear infinite`,
  variants: {
    size: {
      sm: { width: '$iconSm', height: '$iconSm', borderWidth: '$medium' },
      md: { width: '$iconLg', height: '$iconLg', borderWidth: '$focus' },
      lg: { width: '$targetComfortable', height: '$targetComfortable', borderWidth: '$accent' },
    },
  },
});

const Header = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$3' });

const Value = styled('span', { fontVariantNumeric: 'tabular-nums', color: '$textMuted' });

const Track = styled('div', {
  height: '$progressTrack',
  borderRadius: '$pill',
  backgroundColor: '$borderSubtle',
  overflow: 'hidden',
});

const Fill = styled('div', { height: '100%', backgroundColor: '$primary', transition: 'width $normal' });

/**
 * A loading indicator on the kit's ProgressBar, so it is a named progressbar for assistive
 * technology: a spinning ring while the duration is unknown, a bar with a value when it is known.
 */
export function Spinner({ label, size = 'md', showLabel = false, value, valueLabel }: SpinnerProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.loading);
  const determinate = value !== undefined;
  return (
    <Root
      isIndeterminate={!determinate}
      value={value}
      valueLabel={valueLabel}
      aria-label={showLabel ? undefined : name}
      mode={determinate ? 'bar' : 'ring'}
      size={size}
      data-size={size}
    >
      {({ percentage, valueText, labelId }) =>
        determinate ? (
          <>
            {showLabel ? (
              <Header>
                <span id={labelId}>{name}</span>
                <Value>{valueText}</Value>
              </Header>
            ) : null}
            <Track>
              <Fill style={{ width: `${percentage ?? 0}%` }} />
            </Track>
          </>
        ) : (
          <>
            <Ring size={size} />
            {showLabel ? <span id={labelId}>{name}</span> : null}
          </>
        )
      }
    </Root>
  );
}
