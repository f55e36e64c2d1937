/**
 * A chunk fetched when first asked for, then shared by every caller for the visit; one that failed to
 * come (a dropped connection) is asked for again on the next call.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
