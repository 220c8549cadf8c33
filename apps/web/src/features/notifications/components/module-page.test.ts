import { describe, expect, it } from 'vitest';
import { modulePage, notificationTarget } from './module-page';

describe('module pages', () => {
  it('name the page of a module the role may open', () => {
    expect(modulePage('leave', 'employee')).toEqual({ label: 'Leave', path: '/leave-management' });
    expect(modulePage('announcements', 'employee')?.path).toBe('/announcements');
    expect(modulePage('employees', 'hr')?.path).toBe('/employees');
  });

  it('name none for a page the role may not open or a module unknown', () => {
    expect(modulePage('settings', 'employee')).toBeUndefined();
    expect(modulePage('reports', 'employee')).toBeUndefined();
    expect(modulePage('mystery', 'admin')).toBeUndefined();
    expect(modulePage(undefined, 'admin')).toBeUndefined();
  });

  it('send a notification to its own link inside the app, else to its module', () => {
    expect(notificationTarget({ link: '/announcements?id=1', module: 'announcements' }, 'employee')).toBe(
      '/announcements?id=1',
    );
    expect(notificationTarget({ link: 'https://evil.test', module: 'leave' }, 'employee')).toBe(
      '/leave-management',
    );
    expect(notificationTarget({ link: '//evil.test' }, 'employee')).toBeUndefined();
  });
});
