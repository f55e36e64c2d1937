/** The canonical URL and Open Graph addresses every page's meta tags carry (structuredData.ts has the rest). */

/** An image path of the site (or a full URL) as the absolute URL a link preview needs. */
export function absoluteUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return origin;
  }
}
