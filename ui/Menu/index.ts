export { Menu, type MenuAction, type MenuProps } from './Menu';
