export { afterNextPaint, nextTask, onDemand } from './onDemand';
export { useHandover } from './useHandover';
