export { RepeatOrderAction, type RepeatOrderActionProps } from './RepeatOrderAction';
