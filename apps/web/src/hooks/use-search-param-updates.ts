/**
 * The address's search parameters, and a way to change some of them that never loses another
 * change. react-router's functional `setSearchParams` starts from the parameters of the last
 * render; a navigation renders in a transition, so a second change made before that render (a
 * person picked, then a date typed at once) would start from the parameters before the first and
 * drop it. Here each change starts from the last one made, until the address catches up.
 */
import { useRef } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';

export function useSearchParamUpdates(): [
  URLSearchParams,
  (change: (next: URLSearchParams) => void, options?: Parameters<SetURLSearchParams>[1]) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params);
  // A new address rendered (ours or another's): it is the latest.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = (change: (next: URLSearchParams) => void, options?: Parameters<SetURLSearchParams>[1]) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    latest.current = next;
    setParams(next, options);
  };
  return [params, update];
}
