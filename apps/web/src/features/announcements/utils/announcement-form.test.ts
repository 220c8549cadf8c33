import type { Announcement } from '@hrms/contracts/announcements';
import { describe, expect, it } from 'vitest';
import {
  type AnnouncementFormValues,
  buildAnnouncementBody,
  emptyAnnouncementForm,
  fieldOf,
  formFromAnnouncement,
  fromLocalInput,
  toLocalInput,
  updateBodyFor,
} from './announcement-form';

const NOW = new Date('2025-06-10T10:00:00');

function values(overrides: Partial<AnnouncementFormValues> = {}): AnnouncementFormValues {
  return {
    ...emptyAnnouncementForm(),
    title: 'Office closed on Friday',
    body: 'The **Bengaluru** office is closed.',
    ...overrides,
  };
}

function errorsOf(v: AnnouncementFormValues, action: 'draft' | 'publish' | 'save' = 'publish') {
  const result = buildAnnouncementBody(v, action, NOW);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('the announcement editor', () => {
  it('builds a body that publishes to everyone now', () => {
    const result = buildAnnouncementBody(values({ priority: 'high', pinned: true }), 'publish', NOW);
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Office closed on Friday',
        body: 'The **Bengaluru** office is closed.',
        priority: 'high',
        pinned: true,
        audience: { everyone: true, departmentIds: [], officeIds: [], roles: [] },
        action: 'publish',
        publishAt: null,
        expiresAt: null,
      },
    });
  });

  it('asks for a title and a body, with the shared schema’s messages', () => {
    const errors = errorsOf(values({ title: ' a ', body: '   ' }));
    expect(errors.title).toBe('Give a title of at least 3 characters');
    expect(errors.body).toBe('Write the announcement');
  });

  it('asks for at least one department, office or role when not for everyone', () => {
    expect(errorsOf(values({ audience: 'groups' })).audience).toBe(
      'Choose everyone, or at least one department, office or role',
    );
    const ok = buildAnnouncementBody(values({ audience: 'groups', roles: ['manager'] }), 'publish', NOW);
    expect(ok.ok && ok.body.audience).toEqual({
      everyone: false,
      departmentIds: [],
      officeIds: [],
      roles: ['manager'],
    });
  });

  it('schedules only for a valid time in the future', () => {
    expect(errorsOf(values({ timing: 'schedule' })).publishAt).toBe('Choose when to publish');
    expect(errorsOf(values({ timing: 'schedule', publishAt: '2025-06-09T09:00' })).publishAt).toBe(
      'Choose a time in the future',
    );
    expect(errorsOf(values({ timing: 'schedule', publishAt: 'tomorrow' })).publishAt).toBe(
      'Enter a valid date and time',
    );
    const ok = buildAnnouncementBody(
      values({ timing: 'schedule', publishAt: '2025-06-11T09:30' }),
      'publish',
      NOW,
    );
    expect(ok.ok && ok.body.publishAt).toBe(new Date('2025-06-11T09:30').toISOString());
  });

  it('keeps a draft without a time, and ignores the schedule when only saving changes', () => {
    expect(buildAnnouncementBody(values({ timing: 'schedule' }), 'draft', NOW).ok).toBe(true);
    const saved = buildAnnouncementBody(values({ timing: 'schedule', publishAt: 'x' }), 'save', NOW);
    expect(saved.ok).toBe(true);
    if (saved.ok) expect(updateBodyFor(saved.body, 'save')).not.toHaveProperty('action');
  });

  it('wants the expiry after the announcement goes out', () => {
    expect(errorsOf(values({ expiresAt: '2025-06-10T09:00' })).expiresAt).toBe(
      'The expiry must be in the future',
    );
    expect(
      errorsOf(values({ timing: 'schedule', publishAt: '2025-06-12T09:00', expiresAt: '2025-06-11T09:00' }))
        .expiresAt,
    ).toBe('The expiry must be after the publishing time');
    const ok = buildAnnouncementBody(values({ expiresAt: '2025-07-01T18:00' }), 'publish', NOW);
    expect(ok.ok && ok.body.expiresAt).toBe(new Date('2025-07-01T18:00').toISOString());
  });

  it('places server field errors on the editor’s fields', () => {
    expect(fieldOf('body.audience.everyone')).toBe('audience');
    expect(fieldOf('body.title')).toBe('title');
    expect(fieldOf(['audience', 'roles', 0])).toBe('audience');
    expect(fieldOf('body.somethingElse')).toBe('form');
  });

  it('round-trips an announcement through the form', () => {
    const announcement: Announcement = {
      id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4b',
      title: 'Town hall',
      body: 'Body',
      priority: 'urgent',
      pinned: true,
      audience: { everyone: false, departmentIds: [], officeIds: [], roles: ['hr'] },
      status: 'scheduled',
      publishAt: '2025-06-12T04:00:00.000Z',
      expiresAt: null,
      publishedAt: null,
      author: { id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4c', name: 'Asha Rao' },
      read: false,
      createdAt: '2025-06-01T04:00:00.000Z',
      updatedAt: '2025-06-01T04:00:00.000Z',
    };
    const form = formFromAnnouncement(announcement);
    expect(form).toMatchObject({ audience: 'groups', roles: ['hr'], timing: 'schedule', priority: 'urgent' });
    expect(fromLocalInput(form.publishAt)).toBe(announcement.publishAt);
    expect(toLocalInput(null)).toBe('');
  });
});
