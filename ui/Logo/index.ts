export { Logo, type LogoProps } from './Logo';
