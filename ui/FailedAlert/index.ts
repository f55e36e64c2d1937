export { FailedAlert, type FailedAlertProps } from './FailedAlert';
