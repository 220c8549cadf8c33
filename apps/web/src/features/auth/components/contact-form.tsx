import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthUser, UpdateProfileBodySchema } from '@hrms/contracts/auth';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
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
import { Spinner } from '../../../components/ui/spinner';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

/** The form holds text; an empty field is a removal (null), as the contract reads it. */
const ContactFormSchema = z
  .object({ phone: z.string(), personalEmail: z.string() })
  .transform(
    (v): z.input<typeof UpdateProfileBodySchema> => ({
      phone: v.phone.trim() === '' ? null : v.phone,
      personalEmail: v.personalEmail.trim() === '' ? null : v.personalEmail,
    }),
  )
  .pipe(UpdateProfileBodySchema);
type ContactValues = z.input<typeof ContactFormSchema>;

const CONTACT_FIELDS = [
  {
    name: 'phone',
    label: msg`Phone`,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
    hint: msg`Digits, spaces and + ( ) - are fine. Leave empty to remove.`,
  },
  {
    name: 'personalEmail',
    label: msg`Personal email`,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    hint: msg`Used if you lose access to your work email.`,
  },
] as const;

/** The person's own phone and personal email (`PATCH /auth/profile`, kept on their employee record). */
export function ContactForm({ user }: { user: AuthUser }) {
  const { t, i18n } = useLingui();
  const employee = user.employee;
  const update = useUpdateProfile();
  const form = useForm<ContactValues, unknown, z.output<typeof ContactFormSchema>>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { phone: employee?.phone ?? '', personalEmail: employee?.personalEmail ?? '' },
  });
  const unchanged = !form.formState.isDirty;

  const onSubmit = async (body: z.output<typeof ContactFormSchema>) => {
    try {
      const saved = await update.mutateAsync(body);
      const savedEmployee = saved?.employee;
      form.reset(
        savedEmployee
          ? { phone: savedEmployee.phone ?? '', personalEmail: savedEmployee.personalEmail ?? '' }
          : form.getValues(),
      );
      toast.success(t`Your contact details are saved`);
    } catch (error) {
      setServerErrors(form, error);
      toast.error((error instanceof Error && error.message) || t`Could not save your contact details`, {
        duration: 6000,
      });
    }
  };

  if (!employee) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>
          Your account is not linked to an employee record, so there are no contact details to edit.
        </Trans>
      </p>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ name, label, hint, ...input }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{i18n._(label)}</FormLabel>
                <FormControl describe>
                  <Input {...field} {...input} />
                </FormControl>
                <FormDescription>{i18n._(hint)}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" disabled={unchanged || update.isPending} onClick={() => form.reset()}>
          <Trans>Reset</Trans>
        </Button>
        <Button type="submit" disabled={unchanged || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </Form>
  );
}
