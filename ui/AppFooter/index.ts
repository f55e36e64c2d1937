export { AppFooter, type AppFooterProps, type FooterSection } from './AppFooter';
