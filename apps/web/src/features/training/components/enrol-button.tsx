import type { Course } from '@hrms/contracts/training';
import { GraduationCap } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useCreateEnrolment } from '../api/create-enrolment';

/**
 * Enrols the viewer: at once in a self-paced course; a taught course asks for a session first
 * (`onPickSession` opens the choice).
 */
export function EnrolButton({
  course,
  onPickSession,
  size = 'sm',
}: {
  course: Pick<Course, 'id' | 'title' | 'delivery'>;
  onPickSession: () => void;
  size?: ButtonSize;
}) {
  const create = useCreateEnrolment();
  const enrol = () => {
    if (course.delivery === 'sessions') {
      onPickSession();
      return;
    }
    create.mutate(
      { courseId: course.id, sessionId: null },
      {
        onSuccess: () => toast.success(`You are enrolled in ${course.title}`),
        onError: (error) =>
          toast.error('You could not be enrolled', { description: error.message, duration: 6000 }),
      },
    );
  };
  return (
    <Button size={size} onClick={enrol} disabled={create.isPending} aria-label={`Enrol in ${course.title}`}>
      {create.isPending ? <Spinner /> : <GraduationCap aria-hidden="true" />}
      Enrol
    </Button>
  );
}
