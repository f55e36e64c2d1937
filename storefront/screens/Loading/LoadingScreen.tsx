import { useIntl } from 'react-intl';
import { ProgressBar } from '@ui/ProgressBar';
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

const Label = styled('h1', { margin: 0, fontSize: '$md', fontWeight: '$regular', color: '$textMuted' });

/** What the shopper sees before the first route's data arrives. */
export function LoadingScreen() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.loading);
  return (
    <main aria-busy="true">
      <ProgressBar isIndeterminate aria-label={label}>
        <Frame>
          <Block kind="header" />
          <Label>{label}</Label>
          <Block kind="hero" />
          <Block kind="line" />
        </Frame>
      </ProgressBar>
    </main>
  );
}
