export { QuantityStepper, type QuantityChange, type QuantityStepperProps } from './QuantityStepper';
