import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import { IconButton } from '../IconButton';
import { PressTrigger } from '../Button/triggers';

export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The body; it scrolls on its own when long (terms of use), the title and actions stay put. */
  children: ReactNode;
  /** A react-aria pressable (the kit's Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** The buttons at the bottom, primary last; `close` closes the dialog. */
  actions?: (close: () => void) => ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  isOpen?: boolean;
  /** Starts open, then manages itself (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click outside closes it. Turn off where an answer is required (age check). */
  isDismissable?: boolean;
  /** Escape does not close it (age check: the shopper must answer). */
  isKeyboardDismissDisabled?: boolean;
  /** Leaves out the "Fechar" button, when the actions are the only way out. */
  hideClose?: boolean;
  /** `alertdialog` for a question that interrupts (age check, confirmations). */
  role?: 'dialog' | 'alertdialog';
}

const messages = defineMessages<{ close: NoMessageValues }>({
  close: { id: 'ui.dialog.close', defaultMessage: 'Fechar', description: 'Accessible name of the button that closes a dialog' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(0.5rem)' }, to: { transform: 'translateY(0)' } });

const Overlay = styled(ModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$backdrop',
  '&[data-entering]': { animation: `${fade()} $transitions$normal` },
  '&[data-exiting]': { animation: `${fade()} $transitions$normal reverse` },
});

const Panel = styled(Modal, {
  display: 'flex',
  width: '100%',
  maxWidth: '$prose',
  maxHeight: '100%',
  backgroundColor: '$background',
  color: '$text',
  borderRadius: '$lg',
  boxShadow: '$lg',
  outline: 'none',
  overflow: 'hidden',
  '&[data-entering]': { animation: `${rise()} $transitions$normal` },
});

const Frame = styled(AriaDialog, {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  outline: 'none',
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4 $3 $3 $5',
  '& h2': { margin: 0, paddingTop: '$1', fontSize: '$lg', lineHeight: '$tight' },
  variants: { hideClose: { true: { padding: '$4 $5 $3' } } },
});

/** Focusable so keyboard users can scroll long terms; the title and actions stay in view. */
const Body = styled('div', {
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: '$2 $5 $4',
  outline: 'none',
  '&:focus-visible': { focusRing: 'inside' },
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
});

const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$2',
  padding: '$3 $5 $4',
  borderTop: '$borderWidths$thin solid $borderSubtle',
});

/**
 * A modal dialog on react-aria (cookie consent, terms, age check, extra services): focus is trapped,
 * Escape and a click outside close it unless turned off, and focus returns to the trigger.
 */
export function Dialog({
  title,
  children,
  trigger,
  actions,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideClose = false,
  role = 'dialog',
}: DialogProps) {
  const intl = useIntl();
  const openState = { isOpen, defaultOpen, onOpenChange };
  const modal = (
    <Overlay
      // With a trigger, DialogTrigger owns the open state; the overlay must not hold one of its own.
      {...(trigger ? {} : openState)}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      data-dialog-overlay=""
    >
      <Panel>
        <Frame role={role}>
          {({ close }) => (
            <>
              <Header hideClose={hideClose}>
                <Heading slot="title" level={2}>
                  {title}
                </Heading>
                {hideClose ? null : <IconButton icon="close" size="sm" label={intl.formatMessage(messages.close)} onPress={close} />}
              </Header>
              <Body tabIndex={0} data-dialog-body="">
                {children}
              </Body>
              {actions ? <Footer>{actions(close)}</Footer> : null}
            </>
          )}
        </Frame>
      </Panel>
    </Overlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger {...openState}>
      <PressTrigger>{trigger}</PressTrigger>
      {modal}
    </DialogTrigger>
  );
}
