/** The events the training module follows (decision 032). */
import type { EventHandlers } from '../../events/event-bus';
import type { TrainingService } from './training.service';

export function trainingEvents(training: TrainingService): EventHandlers {
  return {
    // Mandatory-training rules naming the merged department name the one it became.
    'department.merged': (tx, { fromId, intoId }) => training.retargetDepartment(tx, fromId, intoId),
  };
}
