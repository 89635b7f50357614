import type { Ref } from 'react';
import type { Product } from '@wattwise/domain';
import * as css from './ProductIcon.css';

export interface ProductIconProps {
  product: Product;
  /** Width and height in px (the drawing is square). */
  size?: number;
  /**
   * The icon's accessible name when it stands alone (PRODUCT_NAMES of packages/domain); without
   * it the icon is decorative, the product's name being in the text beside it.
   */
  title?: string;
  ref?: Ref<SVGSVGElement>;
}

/** A building with the windows both products share. */
function Building() {
  return (
    <g>
      <rect
        className={css.building}
        x="10"
        y="16"
        width="18"
        height="24"
        rx="1.5"
        strokeWidth="2"
      />
      {[21, 27, 33].map((y) =>
        [14, 21].map((x) => (
          <rect key={`${x}-${y}`} className={css.windows} x={x} y={y} width="3" height="3" />
        )),
      )}
    </g>
  );
}

/** Predict: a modelled estimate, drawn as a dashed trend rising from the building to a point. */
function PredictMark() {
  return (
    <g>
      <path
        className={css.mark}
        d="M26 30 C31 28 33 20 38 16"
        strokeWidth="2.5"
        strokeDasharray="3 3"
        strokeLinecap="round"
      />
      <circle className={css.markDot} cx="38.5" cy="15.5" r="3" />
    </g>
  );
}

/** Optimise: metered data on a dial, a gauge whose needle sits low (energy brought down). */
function OptimiseMark() {
  return (
    <g>
      <path
        className={css.mark}
        d="M27 24 A9 9 0 0 1 45 24"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path className={css.mark} d="M36 24 L31 18.5" strokeWidth="2.5" strokeLinecap="round" />
      <circle className={css.markDot} cx="36" cy="24" r="2.5" />
    </g>
  );
}

/**
 * The default product icon (spec shell §8: a site's logo or image that is missing or fails to
 * load falls back to it): a building with the mark of its product, Predict's dashed estimate or
 * Optimise's gauge. Drawn in the theme's brand colours; a demo site is a Predict site.
 */
export function ProductIcon({ product, size = 48, title, ref }: ProductIconProps) {
  const mark = product === 'OPTIMISE' ? <OptimiseMark /> : <PredictMark />;
  return (
    <svg
      ref={ref}
      className={css.icon}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      data-product={product}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      focusable="false"
    >
      <rect className={css.tile} width="48" height="48" rx="10" />
      <Building />
      {mark}
    </svg>
  );
}
