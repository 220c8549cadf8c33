/**
 * The sign-in options in the signed-in app: a query over the app's copy (`get-login-options.ts`),
 * so the shell's name and logo follow Settings → Company, which reloads this query after a change.
 */
import { useQuery } from '@tanstack/react-query';
import { loginOptionsKey, useLoginOptionsStore } from './get-login-options';

export function useLoginOptionsQuery() {
  const store = useLoginOptionsStore();
  return useQuery({
    queryKey: loginOptionsKey,
    queryFn: () => store.reload(),
    initialData: store.current,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
