export { beginHydration, endHydration, useIsSSR } from './ariaHydration';
