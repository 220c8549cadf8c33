import { msg } from '@lingui/core/macro';
import { i18n } from '../../../../i18n/i18n';
import { isApiError } from '../../../../lib/api-client';

/**
 * What the server said when it refused: each person it names (no bank account, say) on a line of
 * their own, else its message.
 */
export function refusalLines(error: unknown): string[] {
  if (isApiError(error) && error.details?.length) return [...new Set(error.details.map((d) => d.message))];
  return [
    error instanceof Error && error.message ? error.message : i18n._(msg`Something went wrong. Try again.`),
  ];
}

export function Refusal({ error }: { error: unknown }) {
  const lines = refusalLines(error);
  if (lines.length === 1) return <span>{lines[0]}</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-4" data-testid="refusal-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
