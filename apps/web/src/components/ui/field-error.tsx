import type { ReactNode } from 'react';

/** The message under a form field that failed validation; renders nothing when there is none. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  );
}
