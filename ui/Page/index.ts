export { Page, PageHeader, Section, type PageHeaderProps, type SectionProps } from './Page';
