import { useAppServices } from './context';
import { chatStoreOf, type ChatOptions, type ChatStore } from './chat';

/** The app's one chat, made for its session and API client: components never hold the client. */
export function useChatStore(options?: ChatOptions): ChatStore {
  const { stores, api } = useAppServices();
  return chatStoreOf({ api, session: stores.session }, options);
}
