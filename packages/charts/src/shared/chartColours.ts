/**
 * The charts' literal colours (SVG presentation attributes cannot read CSS variables). The values
 * live in the design system's tokens (packages/ui, the one palette); HTML parts read `chartTheme`.
 */
export { chartColours, categoryColours } from '@wattwise/ui';
