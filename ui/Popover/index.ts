export { Popover, PopoverSurface, popoverItem, type PopoverProps } from './Popover';
