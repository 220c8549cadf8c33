import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateTimeInput } from './date-time-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Publish on</label>
      <DateTimeInput id="when" value={value} onValueChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('date and time input', () => {
  it('shows the date as dd/mm/yyyy beside the time, and gives a datetime-local value', () => {
    render(<Harness initial="2026-03-05T14:30" />);
    expect((screen.getByLabelText('Publish on') as HTMLInputElement).value).toBe('05/03/2026');
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('14:30');
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '08:15' } });
    expect(screen.getByRole('status').textContent).toBe('2026-03-05T08:15');
  });

  it('takes 09:00 for a date chosen before a time, and empties with the date', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '07/04/2026' } });
    expect(screen.getByRole('status').textContent).toBe('2026-04-07T09:00');
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('types a new date over the one shown, in the company format or ISO, keeping the time', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-05T14:30" />);
    const date = screen.getByLabelText('Publish on') as HTMLInputElement;
    await user.type(date, '06/03/2026');
    expect(screen.getByRole('status').textContent).toBe('2026-03-06T14:30');
    await user.type(date, '2026-03-09');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('2026-03-09T14:30');
    expect(date.value).toBe('09/03/2026');
  });
});
