import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@storefront/app/routes';
import { ChatOptionsContext } from '@storefront/components/Chat/useChat';
import type { ChatOptions } from '@storefront/state/chat';
import { useAppServices } from '@storefront/state/context';
import { storyConfig } from '../../.storybook/decorators';

/**
 * The real app at `route` with the chat made from `options` (stories with `parameters.bare`): a
 * reconnection backoff of milliseconds instead of seconds keeps the failure stories fast.
 */
export function ChatApp({ route, options }: { route: string; options: ChatOptions }) {
  const services = useAppServices();
  const router = useMemo(
    () => createMemoryRouter(createRoutes({ services, config: storyConfig, leaveForProviderSite: false }), { initialEntries: [route] }),
    [route, services],
  );
  return (
    <ChatOptionsContext.Provider value={options}>
      <RouterProvider router={router} />
    </ChatOptionsContext.Provider>
  );
}
