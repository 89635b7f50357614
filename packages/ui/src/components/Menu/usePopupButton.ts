import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * A native button that opens a popup whose code loads on demand: its code is asked for at the
 * first sign that the popup may be wanted (the pointer over the button, focus, a touch), and the
 * popup is drawn once it has arrived. A page that shows such buttons (a menu, a filter panel)
 * does not load or run the popup's code (React Aria's collections, overlays and focus scopes)
 * until someone reaches for one: the signed-in home's first page is lighter by their weight.
 * Enter, Space and Arrow Down open it with the first item focused, Arrow Up with the last.
 */
export function usePopupButton(load: () => Promise<unknown>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Once wanted, the popup stays mounted (closed between uses), so its state is kept.
  const [wanted, setWanted] = useState(false);
  const [autoFocus, setAutoFocus] = useState<'first' | 'last'>('first');
  const preload = () => {
    void load().catch(() => undefined); // a failed download is tried again when opened
  };
  const open = (focus: 'first' | 'last') => {
    setAutoFocus(focus);
    setWanted(true);
    setOpen(true);
  };
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: () => open('first'),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open(event.key === 'ArrowUp' ? 'last' : 'first');
    },
  };
  return { triggerRef, triggerProps, isOpen, setOpen, wanted, autoFocus };
}
