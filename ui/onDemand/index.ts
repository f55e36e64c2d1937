export { onDemand } from './onDemand';
