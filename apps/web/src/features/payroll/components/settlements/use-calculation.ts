import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type ServerErrorOptions, setServerErrors } from '../../../../lib/form-errors';

/**
 * A calculator's submit: it asks once at a time, and a refusal lands on the field it names, else
 * above the form. An answer is for the inputs it was asked with: changing one takes it away.
 */
export function useCalculation<TDraft extends FieldValues, TBody, TResult>(
  form: UseFormReturn<TDraft, unknown, TBody>,
  calculate: UseMutationResult<TResult, Error, TBody>,
  refusal: ServerErrorOptions,
) {
  const { reset } = calculate;
  useEffect(() => {
    const subscription = form.watch(() => reset());
    return () => subscription.unsubscribe();
  }, [form, reset]);

  return async (body: TBody) => {
    if (calculate.isPending) return;
    try {
      await calculate.mutateAsync(body);
    } catch (error) {
      setServerErrors(form, error, refusal);
    }
  };
}
