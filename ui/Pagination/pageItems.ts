export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: always the first and last page and the current one with its neighbours,
 * gaps where pages are left out, never more than `2 * siblings + 5` slots so the row keeps its width.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  // The neighbours slide as one window between page 3 and page total - 2, so a gap always hides two
  // pages or more (one hidden page would take the same room as its number).
  const start = Math.max(Math.min(page - siblings, total - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), total - 2);
  const items: PageItem[] = [1, start > 3 ? 'gap-start' : 2];
  for (let n = start; n <= end; n += 1) items.push(n);
  items.push(end < total - 2 ? 'gap-end' : total - 1, total);
  return items;
}
