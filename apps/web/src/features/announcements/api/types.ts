import type { AnnouncementStatusSchema } from '@hrms/contracts/announcements';
import type { z } from 'zod';

export type AnnouncementStatus = z.infer<typeof AnnouncementStatusSchema>;
