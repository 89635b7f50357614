import type { ReactNode } from 'react';
import { card } from './Card.css';

export interface CardProps {
  children: ReactNode;
  padding?: 'none' | 'md' | 'lg';
  elevated?: boolean;
  as?: 'div' | 'article' | 'section' | 'li';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A bordered surface that groups related content. */
export function Card({ children, padding, elevated, as: Tag = 'div', ...aria }: CardProps) {
  return (
    <Tag className={card({ padding, elevated })} {...aria}>
      {children}
    </Tag>
  );
}
