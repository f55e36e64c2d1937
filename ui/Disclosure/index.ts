export { Disclosure, type DisclosureItem, type DisclosureProps } from './Disclosure';
