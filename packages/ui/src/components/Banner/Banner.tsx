import type { ReactNode, Ref } from 'react';
import { Link } from '../Link/Link';
import { banner } from './Banner.css';

export const BANNER_TONES = ['info', 'brand', 'caution'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

export interface BannerProps {
  /** The text of the banner (the spec's words, passed in). */
  children: ReactNode;
  tone?: BannerTone;
  /** A link after the text, e.g. the beta banner's support contact. */
  action?: { href: string; label: string; external?: boolean };
  /** Accessible name of the banner region. */
  'aria-label': string;
  ref?: Ref<HTMLElement>;
}

/** A full-width strip above a screen: the beta notice, the tariff partner's claim. */
export function Banner({ children, tone = 'info', action, ref, ...aria }: BannerProps) {
  return (
    <aside ref={ref} className={banner({ tone })} aria-label={aria['aria-label']}>
      <span>{children}</span>
      {action ? (
        <Link href={action.href} external={action.external}>
          {action.label}
        </Link>
      ) : null}
    </aside>
  );
}
