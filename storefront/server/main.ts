/**
 * `npm run serve`: the production server, built by `npm run build` into dist/server.
 *
 * React and React Router choose their development or production build from NODE_ENV when first imported.
 * Started as `node dist/server/main.js` with nothing set, the server rendered every page with React's
 * development build (slower, with checks meant for a developer's console). So production is the default,
 * set before any of the server's modules load.
 */
process.env.NODE_ENV ??= 'production';
const { startProductionServer } = await import('./production');
// Beside this file, not the chunk the import above becomes.
await startProductionServer(new URL('../client', import.meta.url));
