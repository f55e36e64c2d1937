import { useMemo } from 'react';
import { trackerFor } from '@storefront/analytics';
import type { Track } from '@storefront/analytics/tracker';
import { useAppServices } from './context';

/** The app's consent-gated GA4 tracker, built from its stores and API client: screens never hold either. */
export function useTracker(): Track {
  const { stores, api } = useAppServices();
  return useMemo(() => trackerFor(api, stores), [api, stores]);
}
