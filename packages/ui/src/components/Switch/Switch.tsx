import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/** An on/off switch (scenario toggles, BOOLEAN parameters). */
export function Switch({ children, ref, ...props }: SwitchProps) {
  return (
    <AriaSwitch ref={ref} {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
