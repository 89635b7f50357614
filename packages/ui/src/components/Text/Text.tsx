import type { ReactNode, Ref } from 'react';
import { text } from './Text.css';

export const textTones = ['neutral', 'muted', 'critical', 'positive', 'brand'] as const;
export type TextTone = (typeof textTones)[number];
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export interface TextProps {
  children: ReactNode;
  size?: Size;
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'strong';
  truncate?: boolean;
  as?: 'p' | 'span' | 'div';
  id?: string;
  ref?: Ref<HTMLElement>;
}

/** Body text in the type scale. */
export function Text({
  children,
  size,
  tone,
  weight,
  truncate,
  as: Tag = 'p',
  id,
  ref,
}: TextProps) {
  return (
    <Tag
      ref={ref as Ref<HTMLParagraphElement & HTMLDivElement>}
      id={id}
      className={text({ size, tone, weight, truncate })}
    >
      {children}
    </Tag>
  );
}

export interface HeadingProps {
  children: ReactNode;
  level?: 1 | 2 | 3 | 4;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}

const headingSize: Record<1 | 2 | 3 | 4, Size> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

/** A heading whose size follows its level. */
export function Heading({ children, level = 2, id, ref }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag ref={ref} id={id} className={text({ size: headingSize[level], weight: 'strong' })}>
      {children}
    </Tag>
  );
}
