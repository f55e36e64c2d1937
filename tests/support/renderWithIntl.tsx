import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';

/** pt-BR for react-intl and react-aria, as the app sets them, so numbers and dates format as shoppers see them. */
function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="pt-BR" defaultLocale="pt-BR" messages={{}} onError={() => undefined}>
      <I18nProvider locale="pt-BR">{children}</I18nProvider>
    </IntlProvider>
  );
}

export function renderWithIntl(ui: ReactElement) {
  return render(ui, { wrapper: IntlWrapper });
}
