import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Join date</label>
      <DateInput id="d" value={value} onValueChange={setValue} />
      <output>{value || 'none'}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('date input', () => {
  it('shows the value as dd/mm/yyyy and reads what is typed day first', () => {
    render(<Harness initial="2026-03-05" />);
    const input = screen.getByLabelText('Join date') as HTMLInputElement;
    expect(input.value).toBe('05/03/2026');
    expect(input.placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '07/04/2026' } });
    expect(screen.getByRole('status').textContent).toBe('2026-04-07');
  });

  it('keeps the last whole date while typing and after leaving half a date', () => {
    render(<Harness initial="2026-03-05" />);
    const input = screen.getByLabelText('Join date') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '07/04/20' } });
    expect(screen.getByRole('status').textContent).toBe('2026-03-05');
    fireEvent.blur(input);
    expect(input.value).toBe('05/03/2026');
  });

  it('empties with the field, and shows a value cleared from outside', () => {
    render(<Harness initial="2026-03-05" />);
    const input = screen.getByLabelText('Join date') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('none');
    fireEvent.change(input, { target: { value: '01/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
  });
});
