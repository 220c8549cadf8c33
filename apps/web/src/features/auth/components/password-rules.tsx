import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hrms/contracts/auth';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface PasswordRule {
  label: string;
  met: boolean;
}

/** The rules a new password must meet, each with whether the typed one meets it. */
export function passwordRules(password: string, confirmation: string): PasswordRule[] {
  return [
    {
      label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    { label: 'Not a common password (checked when you save)', met: false },
    { label: 'Both entries match', met: password.length > 0 && password === confirmation },
  ];
}

/** The rules shown under a new-password field; ticks appear as they are met. */
export function PasswordRules({ id, rules }: { id: string; rules: PasswordRule[] }) {
  return (
    <ul id={id} className="space-y-1 text-xs text-muted-foreground" aria-label="Password rules">
      {rules.map((rule) => (
        <li key={rule.label} className={cn('flex items-center gap-2', rule.met && 'text-success')}>
          {rule.met ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <Circle className="size-2.5 mx-0.5" aria-hidden="true" />
          )}
          <span>
            {rule.label}
            {rule.met ? <span className="sr-only"> (met)</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
