import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** `Showing 1–50 of 120` with previous and next; pages are 1-based. */
export function Pagination({
  page,
  limit,
  total,
  onPageChange,
  disabled = false,
  className,
  label,
}: {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
  label?: string;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, pages);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label={label ?? t`Pages`}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0 ? (
          <Trans>No results</Trans>
        ) : (
          <Trans>
            Showing {from}–{to} of {total}
          </Trans>
        )}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground">
          <Trans>
            Page {current} of {pages}
          </Trans>
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t`Previous page`}
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t`Next page`}
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
