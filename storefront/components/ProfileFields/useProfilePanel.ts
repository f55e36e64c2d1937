import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FormPanelProps } from '@ui/FormPanel';
import type { PanelName } from '@storefront/state/panels';
import { usePanel } from '@storefront/state/usePanel';
import { createProfileUpdateStore } from '@storefront/state/profile';
import { updateMessages } from './messages';

/**
 * The state of a profile panel's form (spec 8). Each opening starts from `initial()` with no old result
 * shown; `panel` spreads the open state and the save's outcome into a FormPanel.
 */
export function useProfilePanel<Form>(name: PanelName, initial: () => Form) {
  const intl = useIntl();
  const { isOpen, onOpenChange } = usePanel(name);
  const [update, setUpdate] = useState(createProfileUpdateStore);
  const status = useSnapshot(update);
  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState(false);
  const [shownOpen, setShownOpen] = useState(false);
  if (isOpen !== shownOpen) {
    setShownOpen(isOpen);
    if (isOpen) {
      setForm(initial());
      setTouched(false);
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
  return { panel, update, form, setForm, touched, setTouched };
}
