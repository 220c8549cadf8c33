import type { AnnouncementStatus } from './types';

/** Every announcement query starts with `announcements`, which `announcement-update` invalidates. */
export const announcementKeys = {
  all: ['announcements'] as const,
  feeds: () => [...announcementKeys.all, 'published'] as const,
  feed: (params: { page: number; limit: number; search: string }) =>
    [...announcementKeys.feeds(), params] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (params: { status: AnnouncementStatus; page: number; limit: number; search: string }) =>
    [...announcementKeys.lists(), params] as const,
  details: () => [...announcementKeys.all, 'detail'] as const,
  detail: (id: string) => [...announcementKeys.details(), id] as const,
  audience: () => [...announcementKeys.all, 'audience-options'] as const,
};
