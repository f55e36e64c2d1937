export { RepeatOrderAction } from './RepeatOrderAction';
