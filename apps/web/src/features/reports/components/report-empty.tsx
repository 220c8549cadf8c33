/** A report with nothing in its period: an icon, what is missing, and when it will show. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Card } from '../../../components/ui/card';

export function ReportEmpty({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <EmptyState Icon={Icon} title={title} className="py-10">
        {children}
      </EmptyState>
    </Card>
  );
}
