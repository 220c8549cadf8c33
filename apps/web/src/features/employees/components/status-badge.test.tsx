import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployeeStatusBadge, joinsLater } from './status-badge';

afterEach(() => vi.useRealTimers());

describe('the status badge', () => {
  it('says "Joins on …" for someone hired who has not joined yet, and "Active" from that day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 10, 0));
    const { rerender } = render(<EmployeeStatusBadge status="active" joinDate="2026-12-01" />);
    expect(screen.getByText('Joins on 1 Dec 2026')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();

    vi.setSystemTime(new Date(2026, 11, 1, 9, 0));
    rerender(<EmployeeStatusBadge status="active" joinDate="2026-12-01" />);
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('keeps the status of someone without a joining date ahead, and of someone who left', () => {
    expect(joinsLater('active', '2024-04-01', '2026-11-29')).toBe(false);
    expect(joinsLater('active', undefined, '2026-11-29')).toBe(false);
    expect(joinsLater('inactive', '2026-12-01', '2026-11-29')).toBe(false);
    expect(joinsLater('on_notice', '2026-12-01', '2026-11-29')).toBe(true);
  });
});
