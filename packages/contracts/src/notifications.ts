/** In-app notifications, stored per user (spec §3 "Notification", §4 notification list). */
import { z } from 'zod';
import { IdSchema, InstantSchema, paginated } from './common';
import { NotificationTypeSchema } from './realtime';

export { NOTIFICATIONS_KEPT_ON_CLIENT } from './notification-limits';

export const StoredNotificationSchema = z.object({
  id: IdSchema,
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  module: z.string().nullable(),
  /** A path inside the app, e.g. `/announcements/…`. */
  link: z.string().nullable(),
  read: z.boolean(),
  timestamp: InstantSchema,
});
export type StoredNotification = z.infer<typeof StoredNotificationSchema>;

export const ListNotificationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const NotificationListResponseSchema = paginated(StoredNotificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unread: z.number().int() });

// ------------------------------------------------------------------ notification settings

/**
 * The kinds of news the product sends. Each can reach a person in the app, by email, both or
 * neither: the company sets the defaults (hr), each person may choose otherwise for themselves.
 * Mail about the account itself (a reset link, an invitation) always goes and is not listed.
 */
export const NOTIFICATION_EVENTS = [
  'approvalWaiting',
  'leaveDecided',
  'leaveBalance',
  'attendanceDecided',
  'payrollSlip',
  'taxDeclaration',
  'documents',
  'announcements',
  'holidayReminder',
  'employeeRecord',
  'training',
  'onboarding',
  'recruitment',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS, {
  message: `Choose an event: ${NOTIFICATION_EVENTS.join(', ')}`,
});

export const NotificationChannelsSchema = z.strictObject({
  inApp: z.boolean({ message: 'In-app must be true or false' }),
  email: z.boolean({ message: 'Email must be true or false' }),
});
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;

export const NOTIFICATION_EVENT_INFO: Record<
  NotificationEvent,
  { label: string; description: string; defaults: NotificationChannels }
> = {
  approvalWaiting: {
    label: 'Approvals waiting for me',
    description: 'A leave request, attendance correction or document that waits for your decision.',
    defaults: { inApp: true, email: true },
  },
  leaveDecided: {
    label: 'Leave decisions',
    description: 'Your leave is approved, not approved, cancelled, shortened or given back.',
    defaults: { inApp: true, email: true },
  },
  leaveBalance: {
    label: 'Leave balance changes',
    description: 'Days added to or taken from your balance, and compensatory off credited.',
    defaults: { inApp: true, email: false },
  },
  attendanceDecided: {
    label: 'Attendance corrections',
    description: 'Your attendance is corrected, or your correction request is decided.',
    defaults: { inApp: true, email: true },
  },
  payrollSlip: {
    label: 'Salary slip published',
    description: 'Your salary slip for a month is ready to view and download.',
    defaults: { inApp: true, email: true },
  },
  taxDeclaration: {
    label: 'Tax declaration decided',
    description: 'Your tax declaration is approved or sent back.',
    defaults: { inApp: true, email: true },
  },
  documents: {
    label: 'Documents',
    description: 'A document is added to your records, or one you uploaded is reviewed.',
    defaults: { inApp: true, email: true },
  },
  announcements: {
    label: 'Announcements',
    description: 'A new announcement for you.',
    defaults: { inApp: true, email: false },
  },
  holidayReminder: {
    label: 'Holiday reminders',
    description: 'A holiday at your office is coming up.',
    defaults: { inApp: true, email: false },
  },
  employeeRecord: {
    label: 'Employee record',
    description: 'Your job details change, or someone joins your team.',
    defaults: { inApp: true, email: false },
  },
  training: {
    label: 'Training',
    description: 'You are enrolled in a course, or a seat comes free for you on a waitlist.',
    defaults: { inApp: true, email: true },
  },
  onboarding: {
    label: 'Onboarding and offboarding',
    description: 'A joining or exit checklist gives you tasks, or one of your tasks is overdue.',
    defaults: { inApp: true, email: true },
  },
  recruitment: {
    label: 'Recruitment',
    description:
      'You are on an interview panel, mentioned in a note, or a candidate applies for your opening.',
    defaults: { inApp: true, email: true },
  },
};

export const NotificationSettingSchema = z.object({
  event: NotificationEventSchema,
  label: z.string(),
  description: z.string(),
  /** What reaches this person: their own choice, or the company's default. */
  inApp: z.boolean(),
  email: z.boolean(),
  /** Whether the person chose otherwise than the company's default. */
  custom: z.boolean(),
  /** The company's default. */
  company: NotificationChannelsSchema,
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

export const NotificationSettingsSchema = z.object({
  events: z.array(NotificationSettingSchema),
  /** Whether the caller may change the company's defaults (hr and admin). */
  canEditCompany: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

const eventMap = <T extends z.ZodType>(value: T) =>
  z.partialRecord(NotificationEventSchema, value).refine((map) => Object.keys(map).length > 0, {
    message: 'Name at least one event',
  });

export const UpdateNotificationSettingsBodySchema = z
  .strictObject({
    /** The caller's own choices; null goes back to the company's default. */
    mine: eventMap(NotificationChannelsSchema.partial().nullable()).optional(),
    /** The company's defaults (hr and admin). */
    company: eventMap(NotificationChannelsSchema.partial()).optional(),
  })
  .refine((body) => body.mine !== undefined || body.company !== undefined, {
    message: 'Send mine, company or both',
  });
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBodySchema>;
