export { LazyQuantityStepper } from './LazyQuantityStepper';
