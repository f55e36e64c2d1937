import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import { IconButton } from '../IconButton';

export interface SlidePanelProps {
  /** The panel's heading, also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The edge it enters from: menus from the left, cart and account from the right. */
  side?: 'left' | 'right';
  /** Sticky actions at the bottom (e.g. "Finalizar pedido"). */
  footer?: ReactNode;
}

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const Overlay = styled(ModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$panel',
  backgroundColor: '$backdrop',
  '&[data-entering]': { animation: `${fade()} $transitions$normal` },
  '&[data-exiting]': { animation: `${fade()} $transitions$normal reverse` },
});

const Sheet = styled(Modal, {
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  width: 'min($sizes$panelWidth, 100%)',
  backgroundColor: '$background',
  boxShadow: '$lg',
  outline: 'none',
  variants: {
    side: {
      left: {
        left: 0,
        '&[data-entering]': { animation: `${fromLeft()} $transitions$normal` },
        '&[data-exiting]': { animation: `${fromLeft()} $transitions$normal reverse` },
      },
      right: {
        right: 0,
        '&[data-entering]': { animation: `${fromRight()} $transitions$normal` },
        '&[data-exiting]': { animation: `${fromRight()} $transitions$normal reverse` },
      },
    },
  },
});

const Frame = styled(Dialog, {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $3 $3 $4',
  borderBottom: '$borderWidths$thin solid $borderSubtle',
  '& h2': { margin: 0, fontSize: '$lg', lineHeight: '$tight' },
});

/** Focusable so keyboard users can scroll long content (terms, long carts). */
const Body = styled('div', { flex: 1, overflowY: 'auto', padding: '$4', outline: 'none', '&:focus-visible': { focusRing: 'inside' } });

const Footer = styled('div', { padding: '$4', borderTop: '$borderWidths$thin solid $borderSubtle' });

/**
 * A side sheet (react-aria Modal): focus is trapped inside, Escape and a click on the backdrop
 * close it, and focus returns to what opened it. The app keeps one open at a time.
 */
export function SlidePanel({ title, children, isOpen, onOpenChange, side = 'right', footer }: SlidePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Sheet side={side} data-side={side}>
        <Frame aria-labelledby={headingId}>
          {({ close }) => (
            <>
              <Header>
                <Heading id={headingId} level={2}>
                  {title}
                </Heading>
                <IconButton
                  icon="close"
                  label={intl.formatMessage({
                    id: 'ui.slidePanel.close',
                    defaultMessage: 'Fechar painel',
                    description: 'Accessible name of the button that closes a side panel',
                  })}
                  onPress={close}
                />
              </Header>
              <Body tabIndex={0} role="region" aria-labelledby={headingId}>
                {children}
              </Body>
              {footer ? <Footer>{footer}</Footer> : null}
            </>
          )}
        </Frame>
      </Sheet>
    </Overlay>
  );
}
