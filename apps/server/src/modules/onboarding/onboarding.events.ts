/** The events the onboarding module follows (decision 032). */
import { afterCommit } from '../../db/client';
import type { EventHandlers } from '../../events/event-bus';
import type { OnboardingService } from './onboarding.service';

export function onboardingEvents(onboarding: OnboardingService): EventHandlers {
  return {
    // A verified upload completes the task that collects it.
    'document.verified': async (tx, { actor, employeeId, category }) =>
      afterCommit(tx, await onboarding.documentVerified(tx, actor, employeeId, category)),
    // Checklists collecting that kind of document show its new state.
    'document.changed': (tx, { employeeId, category }) =>
      afterCommit(tx, () => onboarding.documentChanged(employeeId, category)),
    // Leaving starts an exit checklist (and ends a joining one).
    'employee.deactivated': async (tx, { actor, employeeId }) =>
      afterCommit(tx, await onboarding.startOffboarding(tx, actor, employeeId)),
  };
}
