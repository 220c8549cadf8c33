/**
 * Payroll → Settlements (admin, hr): what is paid when someone leaves. A person's full and final
 * settlement on their last day (kept in the address), and calculators for gratuity and the
 * statutory bonus, each showing how its figure was worked out.
 */
import { BonusCalculator } from './bonus-calculator';
import { FullAndFinalCard } from './full-and-final-card';
import { GratuityCalculator } from './gratuity-calculator';

export interface SettlementsPanelProps {
  /** Today, for tests; the browser's clock otherwise. */
  now?: Date;
}

export function SettlementsPanel({ now }: SettlementsPanelProps = {}) {
  return (
    <div className="space-y-5" data-testid="settlements-panel">
      <FullAndFinalCard />
      <div className="grid gap-5 lg:grid-cols-2">
        <GratuityCalculator />
        <BonusCalculator now={now} />
      </div>
    </div>
  );
}
