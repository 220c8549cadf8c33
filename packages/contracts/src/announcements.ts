/** Announcements: written by admin and hr, read by the audience they are published to. */
import { z } from 'zod';
import { IdSchema, InstantSchema, paginated } from './common';
import { RoleSchema } from './roles';
import { multiLine, singleLine } from './text';

export const AnnouncementPrioritySchema = z.enum(['low', 'normal', 'high', 'urgent']);
export const AnnouncementStatusSchema = z.enum(['draft', 'scheduled', 'published', 'archived']);

/** Everyone, or the union of the chosen departments, offices and roles. */
export const AudienceSchema = z
  .strictObject({
    everyone: z.boolean(),
    departmentIds: z.array(IdSchema).max(100).default([]),
    officeIds: z.array(IdSchema).max(100).default([]),
    roles: z.array(RoleSchema).max(4).default([]),
  })
  .refine((a) => a.everyone || a.departmentIds.length + a.officeIds.length + a.roles.length > 0, {
    message: 'Choose everyone, or at least one department, office or role',
    path: ['everyone'],
  });
export type Audience = z.infer<typeof AudienceSchema>;

export const AnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** Markdown; the web renders it sanitised. */
  body: z.string(),
  priority: AnnouncementPrioritySchema,
  pinned: z.boolean(),
  audience: AudienceSchema,
  status: AnnouncementStatusSchema,
  publishAt: InstantSchema.nullable(),
  expiresAt: InstantSchema.nullable(),
  publishedAt: InstantSchema.nullable(),
  author: z.object({ id: IdSchema, name: z.string() }),
  /** For the reader: whether they have opened it. */
  read: z.boolean(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** The fields without defaults, so a partial update leaves out what it does not name. */
const AnnouncementFieldsBaseSchema = z.strictObject({
  title: singleLine(z.string().trim().min(3, { message: 'Give a title of at least 3 characters' }).max(200)),
  body: multiLine(z.string().trim().min(1, { message: 'Write the announcement' }).max(20_000)),
  priority: AnnouncementPrioritySchema,
  pinned: z.boolean(),
  audience: AudienceSchema,
  /**
   * `draft` keeps it unpublished; `publish` publishes now, or at `publishAt` when that is in the future.
   */
  action: z.enum(['draft', 'publish']),
  publishAt: InstantSchema.nullable().optional(),
  expiresAt: InstantSchema.nullable().optional(),
});
const AnnouncementFieldsSchema = AnnouncementFieldsBaseSchema.extend({
  priority: AnnouncementPrioritySchema.default('normal'),
  pinned: z.boolean().default(false),
  action: z.enum(['draft', 'publish']).default('draft'),
});
export const CreateAnnouncementBodySchema = AnnouncementFieldsSchema;
export type CreateAnnouncementBody = z.infer<typeof CreateAnnouncementBodySchema>;
/** Only the fields sent change (no defaults are filled in); `audience`, when sent, replaces the old one. */
export const UpdateAnnouncementBodySchema = AnnouncementFieldsBaseSchema.partial().extend({
  /** `archive` takes a published announcement off the feed. */
  action: z.enum(['draft', 'publish', 'archive']).optional(),
});
export type UpdateAnnouncementBody = z.infer<typeof UpdateAnnouncementBodySchema>;

export const ListAnnouncementsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: AnnouncementStatusSchema.optional(),
  search: singleLine(z.string().trim().max(100)).optional(),
});
export const AnnouncementListResponseSchema = paginated(AnnouncementSchema);
export type AnnouncementListResponse = z.infer<typeof AnnouncementListResponseSchema>;

/** `GET /announcements/published`: what is published to the caller, pinned first, then newest. */
export const ListPublishedAnnouncementsQuerySchema = ListAnnouncementsQuerySchema.omit({ status: true });

/**
 * `DELETE /announcements/{id}`: drafts, scheduled and archived announcements are deleted; a published
 * one is archived (taken off the feed, kept with its reads) and a second DELETE deletes it.
 */
export const DeleteAnnouncementResponseSchema = z.object({
  ok: z.literal(true),
  outcome: z.enum(['deleted', 'archived']),
});
export type DeleteAnnouncementResponse = z.infer<typeof DeleteAnnouncementResponseSchema>;

/** The `module` of the notifications announcements send, and the page a notification opens. */
export const ANNOUNCEMENTS_MODULE = 'announcements';
export const announcementLink = (id: string) => `/announcements?id=${encodeURIComponent(id)}`;
