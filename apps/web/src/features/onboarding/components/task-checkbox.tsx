/**
 * The tick beside a task the viewer may complete: done, or open again. Tasks that collect a
 * document have none (hr's verification completes them), nor those the viewer may not change.
 */
import type { Task } from '@hrms/contracts/onboarding';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../lib/toast';
import { useUpdateTask } from '../api/update-task';

export function canTick(task: Pick<Task, 'canComplete' | 'documentCategory'>): boolean {
  return task.canComplete && task.documentCategory === null;
}

export function TaskCheckbox({ task }: { task: Task }) {
  const update = useUpdateTask();
  // While the change is on its way the box shows what was asked for.
  const done = update.isPending ? update.variables.body.status === 'done' : task.status === 'done';
  return (
    <Checkbox
      checked={done}
      disabled={update.isPending}
      aria-label={`Mark ${task.title} as done`}
      className="mt-0.5"
      onCheckedChange={(checked) =>
        update.mutate(
          { id: task.id, body: { status: checked === true ? 'done' : 'open' } },
          {
            onError: (error) =>
              toast.error(
                checked === true ? 'The task could not be marked done' : 'The task could not be reopened',
                {
                  description: error.message,
                  duration: 6000,
                },
              ),
          },
        )
      }
    />
  );
}
