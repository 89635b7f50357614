import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer" (external pages, methodology, checkout). */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link; routing is the app's concern (it passes href or onPress). */
export function Link({ external, children, ref, ...props }: LinkProps) {
  return (
    <AriaLink
      ref={ref}
      {...props}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={link}
    >
      {children}
    </AriaLink>
  );
}
