import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { globalStyles } from '@themes/stitches.config';
import { SanitizerContext, type Sanitize } from '@ui/Sanitizer';
import { ScreenWidthGuess } from '@ui/useMediaQuery';
import { locale, messagesWith } from '@storefront/i18n';
import { AppServicesContext, type AppServices } from '@storefront/state/context';

function reportIntlError(error: { code?: string; message: string }): void {
  // A missing translation in dev is a bug to see; anything else too.
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/**
 * Everything a screen needs around it; used by the app, tests and Storybook alike. The server gives its
 * own sanitiser; the browser's is SafeHtml's default.
 */
export function AppProviders({
  services,
  sanitizer = null,
  screenWidth = null,
  children,
}: {
  services: AppServices;
  sanitizer?: Sanitize | null;
  /** The server's guess at the screen, which its page was laid out for (none in tests and stories). */
  screenWidth?: number | null;
  children: ReactNode;
}) {
  globalStyles();
  // The supplier's own wording (spec 7 static-text), which the supplier's loader brings.
  const { texts } = useSnapshot(services.stores.staticTexts);
  const messages = useMemo(() => messagesWith(texts), [texts]);
  return (
    <IntlProvider locale={locale} defaultLocale={locale} messages={messages} onError={reportIntlError}>
      <I18nProvider locale={locale}>
        <SanitizerContext value={sanitizer}>
          <ScreenWidthGuess value={screenWidth}>
            <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
          </ScreenWidthGuess>
        </SanitizerContext>
      </I18nProvider>
    </IntlProvider>
  );
}
