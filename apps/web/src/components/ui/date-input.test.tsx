import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/** A form of one date field: what it sends is what the field's value was on submit. */
function DateForm({ initial, onSubmit }: { initial: string; onSubmit: (date: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="d">Last day</label>
      <DateInput id="d" value={value} onValueChange={setValue} />
      <button type="submit">Send</button>
    </form>
  );
}

/** Types into the field as a person does, key by key from wherever the caret is, then sends the form. */
async function typeAndSend(initial: string, keys: string, caret?: number) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<DateForm initial={initial} onSubmit={onSubmit} />);
  const input = screen.getByRole('textbox', { name: 'Last day' }) as HTMLInputElement;
  await user.click(input);
  if (caret !== undefined) input.setSelectionRange(caret, caret);
  await user.keyboard(keys);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { input, sent: onSubmit.mock.calls.at(-1)?.[0] as string | undefined };
}

describe('typing into a date field', () => {
  it('types a date in the company format, or ISO, into an empty field', async () => {
    expect((await typeAndSend('', '06/03/2026')).sent).toBe('2026-03-06');
    cleanup();
    const iso = await typeAndSend('', '2026-03-07');
    expect(iso.sent).toBe('2026-03-07');
    // Shown as the company writes dates once the field is left.
    expect(iso.input.value).toBe('07/03/2026');
  });

  it('types a new date over the one shown, with the caret at its end, at its start or inside it', async () => {
    for (const caret of [undefined, 0, 4]) {
      const { input, sent } = await typeAndSend('2026-03-05', '06/03/2026', caret);
      expect(sent, `caret at ${caret ?? 'the end'}`).toBe('2026-03-06');
      expect(input.value).toBe('06/03/2026');
      cleanup();
    }
    expect((await typeAndSend('2026-03-05', '2026-04-01')).sent).toBe('2026-04-01');
  });

  it('still edits the date shown: a digit changed, or taken away and typed again', async () => {
    // The year's last digit rubbed out and typed again; the day's second digit changed.
    expect((await typeAndSend('2026-03-05', '{Backspace}7', 10)).sent).toBe('2027-03-05');
    cleanup();
    expect((await typeAndSend('2026-03-05', '{Backspace}{Backspace}1', 2)).sent).toBe('2026-03-01');
  });
});

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
