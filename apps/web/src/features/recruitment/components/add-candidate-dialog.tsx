/**
 * Adding a candidate by hand to an opening (hr): someone who came by referral, an agency or a job
 * board rather than the careers page. Their application starts in the first stage.
 */
import { APPLICATION_SOURCES, type Application, SOURCE_LABELS } from '@hrms/contracts/recruitment';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateApplication } from '../api/create-application';
import {
  type CandidateFields,
  type CandidateFormValues,
  candidateResolver,
  EMPTY_CANDIDATE,
} from '../utils/application-forms';

const SOURCES = APPLICATION_SOURCES.filter((source) => source !== 'careers');

function CandidateForm({
  openingId,
  onAdded,
  onCancel,
}: {
  openingId: string;
  onAdded: (application: Application) => void;
  onCancel: () => void;
}) {
  const create = useCreateApplication();
  const form = useForm<CandidateFormValues, unknown, CandidateFields>({
    defaultValues: EMPTY_CANDIDATE,
    resolver: candidateResolver,
  });
  const submit = async (fields: CandidateFields) => {
    try {
      const application = await create.mutateAsync({ ...fields, openingId });
      toast.success(`${application.candidate.name} was added to ${application.opening.title}`);
      onAdded(application);
    } catch (error) {
      setServerErrors(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="add-candidate-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Full name</FormLabel>
            <FormControl>
              <Input {...field} maxLength={120} autoComplete="off" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input {...field} type="email" inputMode="email" maxLength={254} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Phone</FormLabel>
              <FormControl describe>
                <Input {...field} type="tel" inputMode="tel" maxLength={20} autoComplete="off" />
              </FormControl>
              <FormDescription>Used to spot the same person applying twice.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="source"
        render={({ field }) => (
          <FormItem className="sm:max-w-xs">
            <FormLabel>Source</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                <option value="">Choose where they came from</option>
                {SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {SOURCE_LABELS[source]}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormDialogFooter pending={create.isPending} onCancel={onCancel} submitLabel="Add candidate" />
    </Form>
  );
}

export function AddCandidateDialog({
  opening,
  open,
  onOpenChange,
  onAdded,
}: {
  opening: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (application: Application) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a candidate"
      description={`To ${opening.title}. Their application starts in the first stage.`}
      className="sm:max-w-xl"
    >
      <CandidateForm openingId={opening.id} onAdded={onAdded} onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}
