export { afterNextPaint, firstInteraction, nextTask, onDemand } from './onDemand';
export { useHandover } from './useHandover';
