import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { css, keyframes, styled } from '@themes/stitches.config';
import { Button } from '../Button';
import { quietIconPressable } from '../Button/pressable';
import { Icon, type IconName } from '../Icon';

export type ToastTone = 'success' | 'warning' | 'danger';

/** What a toast says: a short title and, when needed, one sentence more; and at most one thing to do about it. */
export interface ToastMessage {
  tone: ToastTone;
  title: string;
  description?: string;
  /** "Desfazer" and the like: pressing it runs `onAction` and closes the toast. */
  action?: { label: string; onAction: () => void };
}

export type ToastQueue = AriaToastQueue<ToastMessage>;

export interface ToastQueueOptions {
  /** How long a success toast stays, in ms; hovering or focusing the region pauses the count. */
  timeout?: number;
  /** Older toasts wait their turn beyond this many. */
  maxVisible?: number;
}

/** Long enough to read two short lines (WCAG 2.2.1 asks for time to read, react-aria for 5 s or more). */
const SUCCESS_TIMEOUT_MS = 5000;

/** One queue per app (or per story): the region shows it, any code may add to it. */
export function createToastQueue({ timeout = SUCCESS_TIMEOUT_MS, maxVisible = 3 }: ToastQueueOptions = {}) {
  const queue: ToastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: maxVisible });
  return {
    queue,
    /**
     * Success disappears by itself; warnings, errors and anything with an action stay until closed,
     * because they ask the shopper to do something and must not vanish while being read (WCAG 2.2.1).
     * The same message already showing (or waiting) is not shown twice.
     */
    show(message: ToastMessage): string {
      const same = queue.visibleToasts.find(
        ({ content }) => !content.action && !message.action && content.tone === message.tone && content.title === message.title && content.description === message.description,
      );
      if (same) return same.key;
      return queue.add(message, message.tone === 'success' && !message.action ? { timeout } : {});
    },
    close(key: string) {
      queue.close(key);
    },
  };
}

const icons: Record<ToastTone, IconName> = { success: 'success', warning: 'warning', danger: 'error' };

/** Movement only: the text is readable from the first frame. */
const slideIn = keyframes({ from: { transform: 'translateY(25%)' }, to: { transform: 'none' } });

/** Bottom of the screen, centred on phones and to the right on wide screens; never over the header. */
const region = css({
  position: 'fixed',
  insetInline: '$3',
  bottom: '$3',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$2',
  outline: 'none',
  '&[data-focus-visible]': { focusRing: 'outside' },
  '@md': {
    insetInlineStart: 'auto',
    width: '$panelWidth',
    // Beside a panel open on the right (the cart), not over its footer: a toast that waits for "Desfazer"
    // would otherwise hide "Finalizar pedido" until it is closed.
    'body:has([data-side="right"]) &': { insetInlineEnd: 'calc($sizes$panelWidth + $space$3)' },
  },
});

const item = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3 $2 $3 $4',
  backgroundColor: '$background',
  color: '$text',
  border: '$borderWidths$thin solid $borderSubtle',
  borderInlineStartWidth: '$borderWidths$accent',
  borderRadius: '$md',
  boxShadow: '$lg',
  outline: 'none',
  animation: `${slideIn()} $transitions$normal`,
  '&[data-focus-visible]': { focusRing: 'outside' },
  variants: {
    tone: {
      success: { borderInlineStartColor: '$success' },
      warning: { borderInlineStartColor: '$warning' },
      danger: { borderInlineStartColor: '$danger' },
    },
  },
});

const IconSlot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 'calc(1em * $lineHeights$normal)',
  variants: { tone: { success: { color: '$success' }, warning: { color: '$warning' }, danger: { color: '$danger' } } },
});

const Content = styled(AriaToastContent, { flex: 1, minWidth: 0, display: 'grid', gap: '$1', overflowWrap: 'anywhere' });

const Title = styled(Text, { fontWeight: '$bold' });
const Description = styled(Text, { fontSize: '$sm' });

const Close = styled(AriaButton, {
  ...quietIconPressable,
  width: '$controlSm',
  height: '$controlSm',
  color: '$text',
  '&[data-hovered]': { backgroundColor: '$surface' },
});

export interface ToastRegionProps {
  queue: ToastQueue;
}

/**
 * Where toasts appear: react-aria's landmark ("Notificações", reached with F6), each toast an
 * alert dialog with a close button; hovering or focusing the region pauses every timer.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <AriaToastRegion<ToastMessage> queue={queue} className={region()}>
      {({ toast }) => (
        <AriaToast<ToastMessage> toast={toast} className={item({ tone: toast.content.tone })} data-tone={toast.content.tone}>
          <IconSlot tone={toast.content.tone}>
            <Icon name={icons[toast.content.tone]} />
          </IconSlot>
          <Content>
            <Title slot="title">{toast.content.title}</Title>
            {toast.content.description ? <Description slot="description">{toast.content.description}</Description> : null}
          </Content>
          {toast.content.action ? (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          {/* react-aria names the close button ("Fechar") in the app's locale. */}
          <Close slot="close">
            <Icon name="close" size="sm" />
          </Close>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
