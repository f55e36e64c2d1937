export { Button, type ButtonProps } from './Button';
export { usePendingPress } from './usePendingPress';
