import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

const PEOPLE: ComboboxOption[] = [
  { value: 'p1', label: 'Asha Rao', description: 'ACME-0001' },
  { value: 'p2', label: 'Vikram Rathore', description: 'ACME-0002' },
  { value: 'p3', label: 'Neha Gupta', description: 'ACME-0003' },
];

/** A form with one person field whose owner narrows the options to what is typed, as a server would. */
function PersonForm({ onSubmit = () => {} }: { onSubmit?: (person: ComboboxOption | null) => void }) {
  const [selected, setSelected] = useState<ComboboxOption | null>(null);
  const [query, setQuery] = useState('');
  const options = PEOPLE.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(selected);
      }}
    >
      <label htmlFor="person">Person</label>
      <Combobox
        id="person"
        selected={selected}
        onSelect={setSelected}
        options={options}
        onQueryChange={setQuery}
        emptyText="Nobody matches"
      />
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement;
const highlighted = () => within(screen.getByRole('listbox')).getByRole('option', { selected: true });

describe('the combobox', () => {
  // cmdk scrolls the highlighted option into view, which jsdom cannot do.
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('is named by its label, narrows as one types, and chooses with the arrows and Enter', async () => {
    const user = userEvent.setup();
    render(<PersonForm />);
    expect(box().getAttribute('aria-expanded')).toBe('false');

    await user.type(box(), 'ra');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Options' });
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Asha RaoACME-0001', 'Vikram RathoreACME-0002']);
    // The first match is the one Enter takes.
    expect(highlighted()).toBe(options[0]);
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[1]);
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    // The arrows stop at either end.
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlighted()).toBe(options[0]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(box().value).toBe('Vikram Rathore');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('opens on the Down Arrow at the first option, and chooses an option clicked', async () => {
    const user = userEvent.setup();
    render(<PersonForm />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(highlighted().textContent).toContain('Asha Rao');

    await user.click(screen.getByRole('option', { name: /Neha Gupta/ }));
    expect(box().value).toBe('Neha Gupta');
    expect(document.activeElement).toBe(box());

    // Opened again, the list starts over from an empty search and shows the choice.
    await user.click(box());
    expect(box().value).toBe('');
    expect(box().placeholder).toBe('Neha Gupta');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(highlighted().textContent).toContain('Asha Rao');
  });

  it('says so when nothing matches, and clears the choice with its button', async () => {
    const user = userEvent.setup();
    render(<PersonForm />);
    await user.type(box(), 'zz');
    expect(within(screen.getByRole('listbox')).getByText('Nobody matches')).toBeTruthy();
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    // Enter with nothing to choose chooses nothing.
    await user.keyboard('{Enter}');
    expect(box().getAttribute('aria-expanded')).toBe('true');

    await user.clear(box());
    await user.keyboard('{Enter}');
    expect(box().value).toBe('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
  });

  it('closes on Escape without choosing, and Enter with the list closed sends the form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PersonForm onSubmit={onSubmit} />);
    await user.type(box(), 'neha');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box().value).toBe('Vikram Rathore');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it('inside a dialog, Escape closes the list first and the dialog next', async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Choose a person</DialogTitle>
            <DialogDescription>Whom the task is for.</DialogDescription>
            <PersonForm />
          </DialogContent>
        </Dialog>
      );
    }
    render(<InDialog />);
    await user.type(box(), 'a');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Choose a person' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
