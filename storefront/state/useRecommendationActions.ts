import { useMemo } from 'react';
import { useAppServices } from './context';
import { loadRecommendations, sendRecommendationFeedback, type RecommendationAction, type RecommendationsStore } from './recommendations';

/** The recommendations' actions, bound to the app's stores and API client: panels never hold either. */
export function useRecommendationActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadRecommendations: (store: RecommendationsStore) => loadRecommendations(store, stores, api),
      sendRecommendationFeedback: (store: RecommendationsStore, acao: RecommendationAction, itemId: string) => sendRecommendationFeedback(store, api, acao, itemId),
    }),
    [stores, api],
  );
}
