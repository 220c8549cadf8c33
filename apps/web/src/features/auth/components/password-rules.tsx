import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hrms/contracts/auth';
import type { PasswordJudgement, PasswordOwner } from '@hrms/contracts/password-strength';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';

export interface PasswordRule {
  label: string;
  met: boolean;
}

/**
 * How guessable the typed password is, judged as the server will judge it on saving. The judge and
 * its dictionaries load on first use, so only pages that set a password download them.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner = {}): PasswordJudgement | null {
  const typed = useDebouncedValue(password, 150);
  const [judged, setJudged] = useState<{ password: string; judgement: PasswordJudgement } | null>(null);
  const ownerKey = JSON.stringify(owner);
  useEffect(() => {
    if (!typed) return;
    let current = true;
    void import('@hrms/contracts/password-strength')
      .then(({ judgePassword }) => judgePassword(typed, JSON.parse(ownerKey) as PasswordOwner))
      .then((judgement) => {
        if (current) setJudged({ password: typed, judgement });
      });
    return () => {
      current = false;
    };
  }, [typed, ownerKey]);
  return password && judged?.password === password ? judged.judgement : null;
}

/** The rules a new password must meet, each with whether the typed one meets it. */
export function passwordRules(
  password: string,
  confirmation: string,
  strength: PasswordJudgement | null = null,
): PasswordRule[] {
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return [
    {
      label: i18n._(msg`${min} to ${max} characters`),
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      label: i18n._(msg`Hard to guess, and not built from your name or email`),
      met: strength?.problem === null,
    },
    { label: i18n._(msg`Both entries match`), met: password.length > 0 && password === confirmation },
  ];
}

const METER_COLOURS = ['bg-destructive', 'bg-destructive', 'bg-warning', 'bg-success', 'bg-success'] as const;

/** The strength as the person types: five bars, a word, and what would make it stronger. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordJudgement | null }) {
  // The meter keeps its place while a password is judged, so nothing below it (the form's button)
  // moves under a pointer, and the live region is there before its words change.
  const advice = strength ? (strength.problem ?? strength.suggestions[0] ?? null) : null;
  const judged = strength?.label;
  return (
    <div className="space-y-1.5" data-testid="password-strength" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted',
              strength && bar <= strength.score && METER_COLOURS[strength.score],
            )}
          />
        ))}
      </div>
      <p className="text-xs">
        {strength ? (
          <>
            <span className="font-medium">
              <Trans>Strength: {judged}.</Trans>
            </span>{' '}
            {advice ? <span className="text-muted-foreground">{advice}</span> : null}
          </>
        ) : (
          <span className="text-muted-foreground">
            <Trans>Strength shows as you type.</Trans>
          </span>
        )}
      </p>
    </div>
  );
}

/** The rules shown under a new-password field; ticks appear as they are met. */
export function PasswordRules({ id, rules }: { id: string; rules: PasswordRule[] }) {
  const { t } = useLingui();
  return (
    <ul id={id} className="space-y-1 text-xs text-muted-foreground" aria-label={t`Password rules`}>
      {rules.map((rule) => (
        <li key={rule.label} className={cn('flex items-center gap-2', rule.met && 'text-success')}>
          {rule.met ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <Circle className="size-2.5 mx-0.5" aria-hidden="true" />
          )}
          <span>
            {rule.label}
            {rule.met ? (
              <span className="sr-only">
                {' '}
                <Trans>(met)</Trans>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
