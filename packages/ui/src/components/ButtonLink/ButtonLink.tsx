import type { MouseEvent, ReactNode, Ref } from 'react';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { buttonLink } from './ButtonLink.css';

export interface ButtonLinkProps {
  /** Where it goes: a real address, so it opens in a new tab and is announced as a link. */
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The app's router: called instead of a page load for a plain click (not one that asks for a
   * new tab or window with a modifier key or the middle button).
   */
  onNavigate?: (href: string) => void;
  /**
   * Saves what the address answers as a file of this name, or under the name the server gives
   * when '' (the browser streams it to disk).
   */
  download?: string;
  ref?: Ref<HTMLAnchorElement>;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link that looks like a button, for a call to action that goes to another page ("Estate at a
 * glance"). A plain anchor, not a React Aria widget: it is on the home's first paint, which
 * carries no code it does not need (docs/adr/0025).
 */
export function ButtonLink({
  href,
  children,
  variant = 'secondary',
  size = 'medium',
  onNavigate,
  download,
  ref,
}: ButtonLinkProps) {
  return (
    <a
      ref={ref}
      href={href}
      download={download}
      className={`${button({ variant, size, fullWidth: false })} ${buttonLink}`}
      onClick={(event) => {
        if (
          !onNavigate ||
          download !== undefined ||
          event.defaultPrevented ||
          opensElsewhere(event)
        )
          return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
