/** Every node reachable from `starts` along `next` (the starts included): a module's or a chunk's static imports, direct or not. */
export function reachable(starts: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...next(node));
  }
  return seen;
}
