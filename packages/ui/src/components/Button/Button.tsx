import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `isPending` keeps it focusable and announces progress; `onPress` is its callback. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  children,
  ref,
  ...props
}: ButtonProps) {
  return (
    <AriaButton ref={ref} {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </AriaButton>
  );
}
