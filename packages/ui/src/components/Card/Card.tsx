import type { ReactNode, Ref } from 'react';
import { card } from './Card.css';

export interface CardProps {
  children: ReactNode;
  padding?: 'none' | 'md' | 'lg';
  elevated?: boolean;
  as?: 'div' | 'article' | 'section' | 'li';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
}

/** A bordered surface that groups related content. */
export function Card({ children, padding, elevated, as: Tag = 'div', ref, ...aria }: CardProps) {
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement & HTMLLIElement>}
      className={card({ padding, elevated })}
      {...aria}
    >
      {children}
    </Tag>
  );
}
