import type { ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { list } from './Stack.css';

export interface StackProps {
  children: ReactNode;
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  direction?: Sprinkles['flexDirection'];
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav';
  /** Names the group or list for assistive technology (e.g. a list of cards). */
  'aria-label'?: string;
  ref?: Ref<HTMLElement>;
}

/** Vertical stack (or any direction, responsively) with a gap from the space scale. */
export function Stack({
  children,
  gap = 'md',
  align,
  justify,
  direction = 'column',
  wrap,
  as: Tag = 'div',
  'aria-label': ariaLabel,
  ref,
}: StackProps) {
  const isList = Tag === 'ul' || Tag === 'ol';
  const layout = sprinkles({
    display: 'flex',
    flexDirection: direction,
    gap,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
    minWidth: '0',
  });
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={isList ? `${layout} ${list}` : layout}
      aria-label={ariaLabel}
    >
      {children}
    </Tag>
  );
}

/** Horizontal row with a gap; wraps by default. */
export function Inline({
  children,
  gap = 'sm',
  align = 'center',
  justify,
  wrap = true,
  as,
  'aria-label': ariaLabel,
  ref,
}: Omit<StackProps, 'direction'>) {
  return (
    <Stack
      ref={ref}
      direction="row"
      gap={gap}
      align={align}
      justify={justify}
      wrap={wrap}
      as={as}
      aria-label={ariaLabel}
    >
      {children}
    </Stack>
  );
}
