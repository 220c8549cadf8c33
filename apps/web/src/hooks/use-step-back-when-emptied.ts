import { useEffect } from 'react';

/** A page emptied by deleting its last row shows the one before it. */
export function useStepBackWhenEmptied(
  list: { data: { items: unknown[] } | undefined; isFetching: boolean },
  [page, setPage]: readonly [number, (update: (page: number) => number) => void],
) {
  const emptiedPage = list.data !== undefined && list.data.items.length === 0 && page > 1 && !list.isFetching;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage, setPage]);
}
