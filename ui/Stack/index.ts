export { Inline, Stack } from './Stack';
