import { useIntl } from 'react-intl';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { chooseClientMessages as messages } from './messages';

/** A name or a document is short: the field stays that wide on a wide screen. */
const Field = styled('div', { maxWidth: '32rem' });

/** The search of the representative's clients by name or document; the list follows as it is typed. */
export function ClientSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const intl = useIntl();
  return (
    <Field>
      <TextField
        label={intl.formatMessage(messages.search)}
        description={intl.formatMessage(messages.searchHint)}
        name="busca-cliente"
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
