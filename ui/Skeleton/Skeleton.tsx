import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import type { sizes } from '@themes/tokens';

/** A size token of the kit (`$prose`, `$placeholderHero`...) or any CSS length (`60%`, `12rem`). */
export type SkeletonSize = `$${keyof typeof sizes}` | (string & Record<never, never>);

export interface SkeletonProps {
  /** `text` draws lines of body text, `rect` an image or a card, `circle` an avatar or a logo. */
  shape?: 'text' | 'rect' | 'circle';
  /** Width of the block (of each line for `text`); defaults to the container's width, or `$targetComfortable` for circles. */
  width?: SkeletonSize;
  /** Height of the block; text lines always take one line of body text. */
  height?: SkeletonSize;
  /** How many lines of text to reserve (`text` only); the last one is shorter, like a paragraph. */
  lines?: number;
  /**
   * Announce the wait to assistive technology once: `true` reads "Carregando…", a string reads itself.
   * Give it to one skeleton of a group; the placeholder blocks themselves are always hidden.
   */
  label?: boolean | string;
}

const messages = defineMessages<{ loading: NoMessageValues }>({
  loading: { id: 'ui.skeleton.loading', defaultMessage: 'Carregando…', description: 'Hidden status read while placeholder blocks stand in for content' },
});

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

const Root = styled('div', {
  position: 'relative',
  display: 'grid',
  variants: { shape: { text: { gap: '0' }, rect: {}, circle: { justifyItems: 'start' } } },
});

const Block = styled('span', {
  display: 'block',
  maxWidth: '100%',
  backgroundColor: '$borderSubtle',
  // Reduced motion stops it through the global styles.
  animation: `${pulse()} 1.6s ease-in-out infinite`,
  variants: {
    shape: {
      // One line of body text: a 1em bar with the rest of the line height around it.
      text: { width: '100%', height: '1em', marginBlock: 'calc((1em * $lineHeights$normal - 1em) / 2)', borderRadius: '$sm' },
      rect: { width: '100%', height: '$placeholderHero', borderRadius: '$md' },
      circle: { width: '$targetComfortable', height: '$targetComfortable', borderRadius: '$pill', flex: 'none' },
    },
    short: { true: { width: '60%' } },
  },
});

const Status = styled('span', { visuallyHidden: true });

/** Grey blocks the size of the content on its way, so nothing shifts when it arrives (CLS). */
export function Skeleton({ shape = 'text', width, height, lines = 1, label }: SkeletonProps) {
  const intl = useIntl();
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const size = {
    ...(width === undefined ? {} : { width }),
    ...(height === undefined || shape === 'text' ? {} : { height }),
    ...(shape === 'circle' && width !== undefined && height === undefined ? { height: width } : {}),
  };
  const text = label === true ? intl.formatMessage(messages.loading) : label || null;
  return (
    <Root shape={shape} data-shape={shape}>
      {text ? <Status role="status">{text}</Status> : null}
      {Array.from({ length: count }, (_, i) => (
        <Block
          key={i}
          aria-hidden="true"
          data-skeleton=""
          shape={shape}
          short={count > 1 && i === count - 1 && width === undefined}
          css={size}
        />
      ))}
    </Root>
  );
}
