/**
 * The form layer every form uses: react-hook-form holding the values, a contract's Zod schema
 * checking them (`zodResolver`), and these pieces wiring each control to its label, description
 * and message (`id`, `aria-invalid`, `aria-describedby`). A refused submit, whether the browser's
 * check or the server's answer (`setServerErrors` in lib/form-errors), focuses the first invalid
 * field in the page's order.
 */
import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import {
  type Control,
  Controller,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

/** Focuses (and scrolls to) the first control marked invalid, else the form's alert. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  } else form?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
}

export interface FormProps<TValues extends FieldValues, TOutput>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the parsed values; errors it sets (the server's) are focused like the schema's. */
  onSubmit: (values: TOutput) => unknown;
  children: ReactNode;
}

export function Form<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const ref = useRef<HTMLFormElement>(null);
  // A submit ends by publishing its errors and a new submit count together, whether the schema
  // refused the values or `onSubmit` set the server's messages: the render that shows them focuses.
  const { errors, submitCount, isSubmitting } = useFormState({ control: form.control });
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(ref.current);
  });

  const valid: SubmitHandler<TOutput> = async (values) => {
    await onSubmit(values);
  };
  return (
    <FormProvider {...form}>
      <form ref={ref} noValidate onSubmit={form.handleSubmit(valid)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

interface FieldContextValue {
  name: string;
}
const FieldContext = createContext<FieldContextValue | null>(null);
const ItemContext = createContext<{ id: string } | null>(null);

/** One field: a react-hook-form `Controller` whose pieces below know its name. */
export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: ControllerProps<TValues, TName, TOutput>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The ids and state of the field around the caller. */
export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  const state = useFormState({ name: field?.name ?? '' });
  if (!field || !item) throw new Error('useFormField is used inside <FormField> and <FormItem>');
  const fieldState = getFieldState(field.name, state);
  return {
    name: field.name,
    id: item.id,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    error: fieldState.error,
  };
}

/** The box of one field: label, control, description and message. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  return (
    <ItemContext.Provider value={{ id }}>
      <div data-slot="form-item" className={cn('space-y-2', className)} {...props} />
    </ItemContext.Provider>
  );
}

/** The field's label; `optional` adds a quiet "(optional)". */
export function FormLabel({
  children,
  optional,
  ...props
}: ComponentProps<typeof Label> & { optional?: boolean }) {
  const { controlId } = useFormField();
  return (
    <Label htmlFor={controlId} {...props}>
      {children}
      {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
    </Label>
  );
}

/**
 * Passes the wiring to its one child (an input, a select, a picker): its id for the label,
 * `aria-invalid` while it has a message, and `aria-describedby` naming the message, and the
 * description when `describe` says so.
 */
export function FormControl({
  describe = false,
  ...props
}: ComponentProps<typeof Slot.Root> & { describe?: boolean }) {
  const { controlId, descriptionId, messageId, error } = useFormField();
  const describedBy = [error ? messageId : null, describe ? descriptionId : null].filter(Boolean).join(' ');
  return (
    <Slot.Root
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}

/** A hint under the control; hidden while the field shows a message unless `keep` is set. */
export function FormDescription({
  className,
  keep = false,
  ...props
}: ComponentProps<'p'> & { keep?: boolean }) {
  const { descriptionId, error } = useFormField();
  if (error && !keep) return null;
  return <p id={descriptionId} className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/** The field's message, from the schema or the server. */
export function FormMessage() {
  const { messageId, error } = useFormField();
  return <FieldError id={messageId}>{error?.message}</FieldError>;
}

export interface FormRowProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: ReactNode;
  /** Adds a quiet "(optional)" to the label. */
  optional?: boolean;
  /** A hint under the control, hidden while the field shows a message unless `keepDescription`. */
  description?: ReactNode;
  keepDescription?: boolean;
  /** The control names the description in `aria-describedby`. */
  describe?: boolean;
  className?: string;
  /** The control, given the field's value and handlers; it receives the wiring of `FormControl`. */
  children: (field: ControllerRenderProps<TValues, TName>) => ReactElement;
}

/**
 * The usual field in one element: label, control, description and message, spaced as every form
 * spaces them. `FormField` with its pieces stays for the fields laid out otherwise.
 */
export function FormRow<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  control,
  name,
  label,
  optional,
  description,
  keepDescription,
  describe,
  className,
  children,
}: FormRowProps<TValues, TName, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('space-y-1.5', className)}>
          <FormLabel optional={optional}>{label}</FormLabel>
          <FormControl describe={describe}>{children(field)}</FormControl>
          {description === undefined ? null : (
            <FormDescription keep={keepDescription}>{description}</FormDescription>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
