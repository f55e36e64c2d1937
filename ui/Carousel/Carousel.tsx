import { Children, useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { focusVisible, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { useMediaQuery } from '../useMediaQuery';

const messages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slideLabel: { index: number; total: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  pause: NoMessageValues;
  play: NoMessageValues;
  goTo: { index: number };
}>({
  carousel: { id: 'ui.carousel.roledescription', defaultMessage: 'carrossel', description: 'What a screen reader calls a carousel region' },
  slide: { id: 'ui.carousel.slide', defaultMessage: 'slide', description: 'What a screen reader calls one slide of a carousel' },
  slideLabel: { id: 'ui.carousel.slideLabel', defaultMessage: '{index} de {total}', description: 'Name of a carousel slide: its position among all' },
  previous: { id: 'ui.carousel.previous', defaultMessage: 'Slide anterior', description: 'Button showing the previous slide of a carousel' },
  next: { id: 'ui.carousel.next', defaultMessage: 'Próximo slide', description: 'Button showing the next slide of a carousel' },
  pause: { id: 'ui.carousel.pause', defaultMessage: 'Pausar a troca automática', description: 'Button stopping the automatic rotation of a carousel' },
  play: { id: 'ui.carousel.play', defaultMessage: 'Retomar a troca automática', description: 'Button restarting the automatic rotation of a carousel' },
  goTo: { id: 'ui.carousel.goTo', defaultMessage: 'Ir para o slide {index}', description: 'Dot button showing one slide of a carousel' },
});

export interface CarouselProps {
  /** What the carousel shows ("Ofertas da semana"). */
  'aria-label': string;
  /** One child per slide: a banner, a product card. */
  children: ReactNode;
  /** Slides side by side: 1 for banners, more for a shelf of products. */
  perView?: number;
  /** Turns slides by itself until the shopper pauses, hovers or focuses it; off under reduced motion. */
  autoPlay?: boolean;
  /** Time each slide stays, in ms. */
  interval?: number;
}

const Root = styled('section', { display: 'grid', gap: '$2', minWidth: 0 });

const Viewport = styled('div', { overflow: 'hidden', borderRadius: '$md' });

const Track = styled('div', {
  display: 'flex',
  transition: 'transform $normal',
  '& > [data-slide]': { flex: '0 0 calc(100% / var(--per-view))', minWidth: 0, paddingInline: '$1' },
});

const Controls = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', flexWrap: 'wrap' });

const Group = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });

const Control = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '$targetComfortable',
  height: '$targetComfortable',
  padding: 0,
  border: '$borderWidths$thin solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  cursor: 'pointer',
  outline: 'none',
  '@hover': { '&:hover': { backgroundColor: '$surface' } },
  [focusVisible]: { focusRing: 'outside' },
});

/** A 24 px target around a small dot: easy to hit, quiet to look at. */
const Dot = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '$target',
  height: '$target',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  '&::before': {
    content: '""',
    width: '$space$3',
    height: '$space$3',
    borderRadius: '$pill',
    border: '$borderWidths$medium solid $primaryText',
    backgroundColor: 'transparent',
  },
  '&[aria-current="true"]::before': { backgroundColor: '$primaryText' },
  [focusVisible]: { focusRing: 'outside' },
});


/**
 * Banners and product shelves (the WAI-ARIA carousel pattern): the controls come first, so the
 * keyboard meets pause and the arrows before the slides; hidden
 * slides out of the tab order, rotation that stops on hover, focus or the pause button, and never
 * starts for people who ask for reduced motion.
 */
export function Carousel({ 'aria-label': label, children, perView = 1, autoPlay = false, interval = 6000 }: CarouselProps) {
  const intl = useIntl();
  const trackId = useId();
  const slides = Children.toArray(children);
  const positions = Math.max(1, slides.length - perView + 1);
  const [index, setIndex] = useState(0);
  // The shopper's play/pause; until then, it plays unless they ask for reduced motion.
  const [chosen, setPlaying] = useState<boolean>();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const playing = chosen ?? (autoPlay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = Math.min(index, positions - 1);
  const rotating = playing && !hovered && !focused && positions > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions), interval);
    return () => window.clearInterval(timer);
  }, [rotating, positions, interval]);

  const go = (to: number) => setIndex(((to % positions) + positions) % positions);

  return (
    <Root
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {positions > 1 ? (
        <Controls>
          <Group>
            {autoPlay ? (
              <Control type="button" onClick={() => setPlaying(!playing)} aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}>
                <Icon name={playing ? 'pause' : 'play'} />
              </Control>
            ) : null}
            <Control type="button" aria-controls={trackId} aria-label={intl.formatMessage(messages.previous)} onClick={() => go(current - 1)}>
              <Icon name="chevronLeft" />
            </Control>
            <Control type="button" aria-controls={trackId} aria-label={intl.formatMessage(messages.next)} onClick={() => go(current + 1)}>
              <Icon name="chevronRight" />
            </Control>
          </Group>
          <Group>
            {Array.from({ length: positions }, (_, i) => (
              <Dot
                key={i}
                aria-controls={trackId}
                aria-current={i === current ? 'true' : undefined}
                type="button"
                aria-label={intl.formatMessage(messages.goTo, { index: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </Group>
        </Controls>
      ) : null}
      <Viewport>
        {/* Announced politely only while it is not turning by itself (else it would talk over the page). */}
        <Track
          id={trackId}
          aria-live={rotating ? 'off' : 'polite'}
          style={{ '--per-view': perView, transform: `translateX(calc(-100% / ${perView} * ${current}))` } as CSSProperties}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={i}
                data-slide
                role="group"
                aria-roledescription={intl.formatMessage(messages.slide)}
                aria-label={intl.formatMessage(messages.slideLabel, { index: i + 1, total: slides.length })}
                aria-hidden={!visible || undefined}
                inert={!visible}
              >
                {slide}
              </div>
            );
          })}
        </Track>
      </Viewport>
    </Root>
  );
}
