/**
 * Choosing one file, drawn like the rest of the design system (a button and the chosen name) rather
 * than the browser's own "Choose File · No file chosen". The input itself stays in the page, out of
 * sight but focusable, so its label, keyboard use and form checks work as for any input.
 */
import { Trans } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { cn } from '../../lib/cn';
import { buttonClassName } from './button';

type FilePickerProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  /** The file chosen, to show its name. */
  file: File | null;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

export function FilePicker({ file, inputRef, className, id, ...props }: FilePickerProps) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <input ref={inputRef} id={id} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={id}
        className={buttonClassName({
          variant: 'outline',
          size: 'sm',
          className:
            'cursor-pointer peer-focus-visible:border-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring peer-aria-invalid:border-destructive',
        })}
      >
        <Upload aria-hidden="true" />
        {file ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="file-picker-name">
        {file ? file.name : <Trans>No file chosen yet</Trans>}
      </span>
    </div>
  );
}
