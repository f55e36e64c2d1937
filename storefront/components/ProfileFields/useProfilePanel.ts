import { useState, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FormPanelProps } from '@ui/FormPanel';
import type { PanelName } from '@storefront/state/panels';
import { usePanel } from '@storefront/state/usePanel';
import { createProfileUpdateStore, type ProfileUpdateStore } from '@storefront/state/profile';
import { useCheckedForm, type CheckedFormRules } from '@storefront/components/form/useCheckedForm';
import { updateMessages } from './messages';

/**
 * A profile panel's checked form (spec 8). Each opening starts from `initial()` with no old result
 * shown; `send` is handed the save's own store, and `panel` spreads the open state and the save's
 * outcome into a FormPanel.
 */
export function useProfilePanel<F extends object, P extends string>(
  name: PanelName,
  initial: () => F,
  { send, ...rules }: Omit<CheckedFormRules<F, P>, 'send'> & { send: (form: F, update: ProfileUpdateStore, reset: (next: SetStateAction<F>) => void) => void },
) {
  const intl = useIntl();
  const { isOpen, onOpenChange } = usePanel(name);
  const [update, setUpdate] = useState(createProfileUpdateStore);
  const status = useSnapshot(update);
  const checked = useCheckedForm(initial, { ...rules, send: (form, reset) => send(form, update, reset) });
  const [shownOpen, setShownOpen] = useState(false);
  if (isOpen !== shownOpen) {
    setShownOpen(isOpen);
    if (isOpen) {
      checked.reset(initial());
      setUpdate(createProfileUpdateStore());
    }
  }
  const panel = {
    isOpen,
    onOpenChange,
    status: status.status,
    savedText: intl.formatMessage(updateMessages.saved),
    failedText: status.failure?.serverText ?? intl.formatMessage(updateMessages.failed),
  } satisfies Partial<FormPanelProps>;
  return { panel, ...checked };
}
