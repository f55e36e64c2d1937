import { keyframes, styled } from '@themes/stitches.config';
import { ProgressBar } from '../ProgressBar';

export interface PageProgressProps {
  /** What is on its way ("Carregando a página"): the progressbar's accessible name. */
  label: string;
}

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const travel = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * Over the page, so it moves nothing. It shows after a beat: a page that comes at once never flashes it.
 */
const Root = styled(ProgressBar, {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: '$toast',
  height: '$progressTrack',
  overflow: 'hidden',
  pointerEvents: 'none',
  backgroundColor: '$borderSubtle',
  animation: `${appear()} 200ms ease-out 150ms both`,
});

/** Reduced motion stops the travel through the global styles; the bar still shows the page is busy. */
const Bar = styled('span', {
  display: 'block',
  width: '40%',
  height: '100%',
  backgroundColor: '$primary',
  animation: `${travel()} 1.2s ease-in-out infinite`,
});

/**
 * The page's own progress while the next page is on its way (its data and code): a thin bar at the
 * top of the window, and a named indeterminate progressbar for assistive technology.
 */
export function PageProgress({ label }: PageProgressProps) {
  return (
    <Root isIndeterminate aria-label={label}>
      <Bar />
    </Root>
  );
}
