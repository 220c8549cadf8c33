import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, ShieldCheck, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLoginOptions } from '../../../api/get-login-options';
import { BrandMark } from '../../../components/brand-mark';
import { useDocumentTitle } from '../../../lib/document-title';
import { LanguageSelect } from './language-select';

const highlights: readonly { Icon: typeof Users; text: MessageDescriptor }[] = [
  { Icon: Users, text: msg`One record for every person, team and office` },
  { Icon: CalendarCheck, text: msg`Attendance, time and leave in one calendar` },
  { Icon: Wallet, text: msg`Payroll and salary slips in rupees` },
  { Icon: ShieldCheck, text: msg`Role-based access and new-device alerts` },
];

/**
 * The public pages around signing in (sign-in, forgot and reset password): the
 * brand panel on wide screens, the page's own heading and form beside it.
 */
export function AuthLayout({
  title,
  tabTitle,
  description,
  children,
}: {
  title: ReactNode;
  /** The browser tab's title; defaults to `title` when that is plain text. */
  tabTitle?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  useDocumentTitle(tabTitle ?? (typeof title === 'string' ? title : undefined));
  const options = useLoginOptions();
  const companyName = options?.companyName ?? null;
  const logoUrl = options?.logoUrl ?? null;
  const year = new Date().getFullYear();

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-from to-brand-to p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-[26rem] rounded-full bg-white/5 blur-2xl"
        />
        <div className="relative flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            <svg viewBox="0 0 32 32" aria-hidden="true" className="size-6">
              <path
                d="M10 9v14M22 9v14M10 16h12"
                stroke="white"
                strokeWidth="3"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          </span>
          <div>
            <p className="text-lg font-semibold tracking-tight">HRMS</p>
            {companyName ? <p className="text-sm text-white/75">{companyName}</p> : null}
          </div>
        </div>
        <div className="relative mt-auto mb-auto max-w-md space-y-8">
          <div className="space-y-3">
            <p className="text-4xl leading-tight font-semibold tracking-tight text-balance">
              <Trans>Everything your people need, in one place.</Trans>
            </p>
            <p className="text-base text-white/80">
              <Trans>Sign in to see your day, your team and the work waiting for you.</Trans>
            </p>
          </div>
          <ul className="space-y-4">
            {highlights.map(({ Icon, text }) => (
              <li key={text.id} className="flex items-center gap-3 text-sm text-white/90">
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {i18n._(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/60">
          © {year} {companyName ?? 'HRMS'}
        </p>
      </aside>

      <main className="flex items-center justify-center px-5 py-10 sm:px-8">
        <div className="w-full max-w-sm space-y-8">
          <div className="flex justify-end">
            <LanguageSelect />
          </div>
          <div className="space-y-6">
            <div className="flex items-center gap-3 lg:hidden">
              {logoUrl ? (
                <img src={logoUrl} alt="" className="size-10 shrink-0 rounded-lg bg-white object-contain" />
              ) : (
                <BrandMark className="size-10" />
              )}
              <div>
                <p className="text-lg font-semibold tracking-tight">HRMS</p>
                {companyName ? <p className="text-sm text-muted-foreground">{companyName}</p> : null}
              </div>
            </div>
            <div className="space-y-1.5">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
            </div>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
