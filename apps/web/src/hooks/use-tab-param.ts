/**
 * The tab a page shows, kept in the address (`?tab=`) so it survives a reload and can be linked to:
 * one of `tabs`, the first when none or an unknown one is asked for (and then left out of the address).
 */
import { useSearchParamUpdates } from './use-search-param-updates';

export function useTabParam<T extends string>(tabs: readonly T[]): [tab: T, select: (value: string) => void] {
  const [params, update] = useSearchParamUpdates();
  const first = tabs[0] as T;
  const asked = params.get('tab') as T | null;
  const tab = asked && tabs.includes(asked) ? asked : first;
  const select = (value: string) =>
    update((next) => (value === first ? next.delete('tab') : next.set('tab', value)), { replace: true });
  return [tab, select];
}
