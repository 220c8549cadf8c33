import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * Focus goes back where it was when a dialog closes. Radix gives it back to a `DialogTrigger`
 * only; a dialog opened otherwise (a card or row that sets `?id=`, a menu item, a button that sets
 * state) would leave focus on the page's body, and a keyboard user at the top of the page. The
 * element focused as the dialog opened gets it back, if it is still there; if not, Radix's own
 * behaviour stands. An opener disabled while the action it asked for runs ("Run payroll" during the
 * run) gets it once it is enabled again, unless the person has put the focus elsewhere meanwhile.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      focusWhenEnabled(target);
    },
  };
}

function focusWhenEnabled(target: HTMLElement): void {
  if (!target.matches(':disabled')) {
    target.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!target.isConnected) {
      observer.disconnect();
      return;
    }
    if (target.matches(':disabled')) return;
    observer.disconnect();
    const active = document.activeElement;
    if (!active || active === document.body) target.focus();
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
}
