export { StatusSteps, type Step, type StatusStepsProps } from './StatusSteps';
