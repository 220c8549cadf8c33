/**
 * The frame of the public careers pages: the company's name over the page, no menu and no sign-in.
 * Drawn with the theme's tokens, so it follows the visitor's light or dark preference.
 */
import type { PublicOpening } from '@hrms/contracts/recruitment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { formatDate } from '../../../lib/format';

/** Department · office · opened on: whichever are known. */
export function roleFacts(opening: PublicOpening): string[] {
  return [
    opening.department,
    opening.office,
    opening.openedAt ? `Opened ${formatDate(opening.openedAt)}` : null,
  ].filter((fact): fact is string => Boolean(fact));
}

export function CareersLayout({
  company,
  children,
}: {
  /** The company's name, once an answer has brought it; the header says "Careers" until then. */
  company: string | null;
  children: ReactNode;
}) {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-4xl items-center gap-3 px-4 py-4 sm:px-6">
          <BrandMark className="size-9" />
          <div className="min-w-0">
            <Link
              to="/careers"
              className="block truncate text-lg font-semibold tracking-tight outline-none hover:underline focus-visible:underline"
            >
              {company ?? 'Careers'}
            </Link>
            {company ? <p className="text-sm text-muted-foreground">Careers</p> : null}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">{children}</main>
      <footer className="border-t">
        <p className="mx-auto w-full max-w-4xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {year} {company ?? 'HRMS'}
        </p>
      </footer>
    </div>
  );
}
