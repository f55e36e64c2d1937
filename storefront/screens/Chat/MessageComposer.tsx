import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { TextArea } from '@ui/TextArea';
import { styled } from '@themes/stitches.config';
import { chatMessages as messages } from '@storefront/components/Chat/messages';

/** The field takes the width and the send button stays at its end, level with the box's bottom. */
const Form = styled('form', { display: 'grid', gap: '$2', gridTemplateColumns: '1fr auto', alignItems: 'end', '& > :first-child': { minWidth: 0 } });

interface MessageComposerProps {
  draft: string;
  onDraftChange: (text: string) => void;
  /** While the room is not open yet. */
  isDisabled: boolean;
  onSend: () => void;
}

/** The message field and its send button: Enter sends, Shift+Enter breaks the line. */
export function MessageComposer({ draft, onDraftChange, isDisabled, onSend }: MessageComposerProps) {
  const intl = useIntl();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Never in the middle of an IME composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <Form onSubmit={submit} noValidate>
      <TextArea
        label={intl.formatMessage(messages.input)}
        description={intl.formatMessage(messages.inputHint)}
        value={draft}
        onChange={onDraftChange}
        isDisabled={isDisabled}
        rows={2}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" isDisabled={!draft.trim()}>
        {intl.formatMessage(messages.send)}
      </Button>
    </Form>
  );
}
