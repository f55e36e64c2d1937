export { UpdateRegistrationPanel } from './UpdateRegistrationPanel';
