import './css/global.css';
import './theme/light.css';

export { vars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export { focusRing, visuallyHidden } from './css/focusRing.css';
export { media, mobileBelowPx, narrowBelowPx } from './tokens/breakpoints';
export {
  tones,
  type Tone,
  spaceScale,
  type Space,
  typeScale,
  type TextSize,
} from './tokens/tokens';
export * from './components/Button';
