export { afterNextPaint, onDemand } from './onDemand';
