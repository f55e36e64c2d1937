export { ScreenWidthGuess, useMediaQuery } from './useMediaQuery';
