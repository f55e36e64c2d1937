export { afterNextPaint, onDemand } from './onDemand';
export { useHandover } from './useHandover';
