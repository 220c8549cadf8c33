import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * A form field's value and handlers for a control that hands back its value rather than a change
 * event, such as a date or a date and time: `<DateInput {...valueControl(field)} />`.
 */
export function valueControl<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  field: ControllerRenderProps<TValues, TName>,
) {
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
  };
}
