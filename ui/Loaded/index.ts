export { Loaded, type LoadedProps } from './Loaded';
