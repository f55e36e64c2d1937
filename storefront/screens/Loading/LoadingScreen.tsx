import { useIntl } from 'react-intl';
import { ProgressBar } from '@ui/ProgressBar';
import { Text } from '@ui/Text';
import { keyframes, styled } from '@themes/stitches.config';
import { loadingScreenMessages as messages } from './messages';

const pulse = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 1 }, '100%': { opacity: 0.45 } });

const Frame = styled('div', { display: 'grid', gap: '$4', padding: '$4', maxWidth: '$content', marginInline: 'auto' });

/** Placeholder blocks sized like the header and hero, so nothing jumps when the store arrives. */
const Block = styled('div', {
  borderRadius: '$md',
  backgroundColor: '$borderSubtle',
  animation: `${pulse()} 1.4s ease-in-out infinite`,
  variants: { kind: { header: { height: '$header' }, hero: { height: '$placeholderHero' }, line: { height: '$target', width: '40%' } } },
});

/** What the shopper sees before the first route's data arrives. */
export function LoadingScreen() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.loading);
  return (
    <main aria-busy="true">
      <ProgressBar isIndeterminate aria-label={label}>
        <Frame>
          <Block kind="header" />
          <Text as="h1" size="md" weight="regular" tone="muted">
            {label}
          </Text>
          <Block kind="hero" />
          <Block kind="line" />
        </Frame>
      </ProgressBar>
    </main>
  );
}
