import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon, type IconName } from '../Icon';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  /** What kind of message it is: sets the colour, the icon and the hidden tone word. */
  tone: AlertTone;
  /** A short summary in bold above the message. */
  title?: ReactNode;
  children: ReactNode;
  /** One way forward (a Button or Link), placed after the message. */
  action?: ReactNode;
  /**
   * Announce the message when it appears (a result of what the shopper just did): `alert` for
   * danger and warning, `status` for info and success. Leave off for notices that are part of the page.
   */
  live?: boolean;
}

const messages = defineMessages<Record<AlertTone, NoMessageValues>>({
  info: { id: 'ui.alert.tone.info', defaultMessage: 'Informação:', description: 'Hidden word read before an informative message' },
  success: { id: 'ui.alert.tone.success', defaultMessage: 'Sucesso:', description: 'Hidden word read before a success message' },
  warning: { id: 'ui.alert.tone.warning', defaultMessage: 'Atenção:', description: 'Hidden word read before a warning message' },
  danger: { id: 'ui.alert.tone.danger', defaultMessage: 'Erro:', description: 'Hidden word read before an error message' },
});

const icons: Record<AlertTone, IconName> = { info: 'info', success: 'success', warning: 'warning', danger: 'error' };

const Root = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3 $4',
  backgroundColor: '$background',
  color: '$text',
  border: '$borderWidths$thin solid $borderSubtle',
  borderInlineStartWidth: '$borderWidths$accent',
  borderRadius: '$md',
  variants: {
    tone: {
      info: { borderInlineStartColor: '$colors$primaryText' },
      success: { borderInlineStartColor: '$colors$success' },
      warning: { borderInlineStartColor: '$colors$warning' },
      danger: { borderInlineStartColor: '$colors$danger' },
    },
  },
});

/** Keeps the icon on the first line of text whatever the font size. */
const IconSlot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 'calc(1em * $lineHeights$normal)',
  variants: {
    tone: {
      info: { color: '$primaryText' },
      success: { color: '$success' },
      warning: { color: '$warning' },
      danger: { color: '$danger' },
    },
  },
});

const Content = styled('div', {
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'grid',
  gap: '$1',
  '& p': { margin: 0 },
});

const Title = styled('p', { fontWeight: '$bold' });

const Action = styled('div', { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$2', alignSelf: 'center' });

const ToneWord = styled('span', { visuallyHidden: true });

/**
 * An inline message block. The tone is told by icon and a hidden word as well as colour (WCAG 1.4.1),
 * and it only becomes a live region when asked, so static notices are not re-announced.
 */
export function Alert({ tone, title, children, action, live = false }: AlertProps) {
  const intl = useIntl();
  // The trailing space keeps the word apart from the title in the accessible text.
  const toneText = intl.formatMessage(messages[tone]).concat(' ');
  const toneWord = <ToneWord>{toneText}</ToneWord>;
  const role = live ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <Root role={role} tone={tone} data-tone={tone}>
      <IconSlot tone={tone}>
        <Icon name={icons[tone]} />
      </IconSlot>
      <Content>
        {title ? (
          <Title>
            {toneWord}
            {title}
          </Title>
        ) : null}
        <div>
          {title ? null : toneWord}
          {children}
        </div>
      </Content>
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
