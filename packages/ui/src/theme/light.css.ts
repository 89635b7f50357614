import { createGlobalTheme } from '@vanilla-extract/css';
import { shadows, spaceScale, typeScale, lightColours } from '../tokens/tokens';
import { EPC_RATINGS, TRAFFIC_LIGHTS, type EpcRating, type TrafficLight } from '@wattwise/domain';
import { EPC_BAND_BACKGROUNDS, TRAFFIC_LIGHT_SWATCHES, readableTextOn } from '../tokens/swatches';
import { vars } from './contract.css';

const sizes = Object.keys(typeScale) as (keyof typeof typeScale)[];

// EPC band and traffic-light colours: the GOV.UK register palette in ../tokens (swatches.ts).
const epcFill = Object.fromEntries(EPC_RATINGS.map((b) => [b, EPC_BAND_BACKGROUNDS[b]])) as Record<
  EpcRating,
  string
>;
const epcText = Object.fromEntries(
  EPC_RATINGS.map((b) => [b, readableTextOn(EPC_BAND_BACKGROUNDS[b])]),
) as Record<EpcRating, string>;
const levelFill = Object.fromEntries(
  TRAFFIC_LIGHTS.map((l) => [l, TRAFFIC_LIGHT_SWATCHES[l].background]),
) as Record<TrafficLight, string>;
const levelText = Object.fromEntries(
  TRAFFIC_LIGHTS.map((l) => [l, TRAFFIC_LIGHT_SWATCHES[l].text]),
) as Record<TrafficLight, string>;

/** The light theme, applied to :root so importing the stylesheet is enough. */
createGlobalTheme(':root', vars, {
  colour: lightColours,
  epc: epcFill,
  epcText,
  level: levelFill,
  levelText,
  space: spaceScale,
  font: {
    body: "Inter, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSize: Object.fromEntries(sizes.map((s) => [s, typeScale[s].fontSize])) as Record<
    keyof typeof typeScale,
    string
  >,
  lineHeight: Object.fromEntries(sizes.map((s) => [s, typeScale[s].lineHeight])) as Record<
    keyof typeof typeScale,
    string
  >,
  fontWeight: { regular: '400', medium: '500', strong: '600' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: shadows,
  focusRing: { width: '3px', offset: '2px' },
  duration: { fast: '120ms', normal: '200ms' },
});
