export { ToastRegion, createToastQueue, type ToastMessage, type ToastQueue, type ToastQueueOptions, type ToastRegionProps, type ToastTone } from './Toast';
