import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The focus went nowhere: the control that held it has left the page (the browser then reports the body). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * After the app moves to another page, a focus left on a control that has gone (the sign-in
 * button, a row's link, a page's own buttons) moves to the page's content, where a screen reader
 * reads on and the next Tab continues; otherwise the browser would resume from where the old
 * control stood. A focus that is still on the page (a menu link, the search box) stays where the
 * person put it. A page loaded or reloaded from the address bar, or reached with the browser's Back
 * and Forward (a "POP"), is left alone as the browser leaves a page it loads: the first Tab there
 * offers "Skip to content".
 */
export function useFocusAfterNavigation(content: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const how = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose
  useEffect(() => {
    if (how === 'POP' || !focusIsLost()) return;
    content.current?.focus({ preventScroll: true });
  }, [location.key, how, content]);
}
