/** A settlement's card: a region named by its title, with a line on what it works out. */
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';

export function SettlementCard({
  title,
  description,
  fill = false,
  children,
}: {
  title: string;
  description: ReactNode;
  /** As tall as the row it sits in (cards side by side). */
  fill?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className={fill ? 'h-full' : undefined}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </section>
  );
}
