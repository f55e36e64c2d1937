import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { globalStyles } from '@themes/stitches.config';
import { locale, messages } from '@storefront/i18n';
import { AppServicesContext, type AppServices } from '@storefront/state/context';

function reportIntlError(error: { code?: string; message: string }): void {
  // A missing translation in dev is a bug to see; anything else too.
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** Everything a screen needs around it; used by the app, tests and Storybook alike. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  globalStyles();
  return (
    <IntlProvider locale={locale} defaultLocale={locale} messages={messages} onError={reportIntlError}>
      <I18nProvider locale={locale}>
        <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
      </I18nProvider>
    </IntlProvider>
  );
}
