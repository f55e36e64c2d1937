/**
 * size-limit budgets (gzip) for the production build's browser files in `dist/client/`, run by `npm run perf`
 * (through tsx, for firstLoad.ts): each budgeted page's first load (issue 21: 170 KiB), then each route's own
 * chunk. Chunk names carry a hash, so each route is found through the build manifest by its source module.
 */
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_PAGES, firstLoadFiles, readManifest } from './firstLoad.ts';

/** size-limit reads paths from this file's folder: the build is at the project root. */
const dist = fileURLToPath(new URL('../../dist/client', import.meta.url));
const manifest = readManifest(dist);

/** Each route's own chunk, with its budget: a page should add little to what every page already has. */
const routes = {
  'storefront/screens/Home/index.ts': '2 KiB',
  'storefront/screens/Catalogue/index.ts': '13 KiB',
  'storefront/screens/Product/index.ts': '8 KiB',
  'storefront/screens/Checkout/index.ts': '8 KiB',
  'storefront/screens/StaticPage/index.ts': '2 KiB',
  'storefront/screens/OrderSubmitted/index.ts': '2 KiB',
  'storefront/screens/LoginToken/index.ts': '2 KiB',
  'storefront/screens/ChooseClient/index.ts': '4 KiB',
  'storefront/screens/Users/index.ts': '4 KiB',
  'storefront/screens/AddressSearch/index.ts': '6 KiB',
  'storefront/screens/Register/index.ts': '4 KiB',
  'storefront/screens/Account/index.ts': '4 KiB',
  'storefront/screens/Subscriptions/index.ts': '5 KiB',
  'storefront/screens/ShoppingLists/index.ts': '3 KiB',
  'storefront/screens/ShoppingLists/list/index.ts': '4 KiB',
  'storefront/screens/Combos/index.ts': '2 KiB',
  'storefront/screens/Combos/combo/index.ts': '3 KiB',
  'storefront/screens/Orders/index.ts': '3 KiB',
  'storefront/screens/Orders/details/index.ts': '9 KiB',
  'storefront/screens/Invoices/index.ts': '6 KiB',
  'storefront/screens/Chat/index.ts': '1 KiB',
  'storefront/screens/Chat/room/index.ts': '1 KiB',
  'storefront/screens/QuickOrder/index.ts': '8 KiB',
  'storefront/screens/TooManyRequests/index.ts': '1 KiB',
  'storefront/screens/RouteError/index.ts': '2 KiB',
};

/** A route whose module another route also imports becomes a shared chunk, listed under its name. */
function routeChunk(source) {
  const name = source.replace(/\/index\.ts$/, '').split('/').pop();
  const chunk = manifest[source] ?? Object.values(manifest).find((c) => !c.src && c.name === name);
  if (!chunk) throw new Error(`${source} is not a chunk of the build: was the route renamed? Update tests/perf/size-limit.js.`);
  return `${dist}/${chunk.file}`;
}

export default [
  ...Object.entries(FIRST_LOAD_PAGES).map(([page, route]) => ({
    name: `first load ${page}`,
    path: firstLoadFiles(manifest, route).map((file) => `${dist}/${file}`),
    limit: '170 KiB',
    gzip: true,
  })),
  ...Object.entries(routes).map(([source, limit]) => ({
    name: `route ${source.replace('storefront/screens/', '').replace(/\/index\.ts$|\.ts$/, '')}`,
    path: routeChunk(source),
    limit,
    gzip: true,
  })),
];
