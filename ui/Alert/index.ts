export { Alert, type AlertProps, type AlertTone } from './Alert';
export { FailedAlert, type FailedAlertProps } from './FailedAlert';
