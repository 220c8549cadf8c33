import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('an avatar without a photo', () => {
  it('draws the initials as scalable text, not a picture, whatever its size', () => {
    const { container } = render(
      <>
        <Avatar name="Asha Rao" className="size-6" />
        <Avatar name="Asha Rao" className="size-16" />
      </>,
    );
    const marks = screen.getAllByTestId('avatar-initials');
    expect(marks).toHaveLength(2);
    for (const mark of marks) {
      expect(mark.tagName.toLowerCase()).toBe('svg');
      expect(mark.getAttribute('viewBox')).toBe('0 0 40 40');
      expect(mark.querySelector('text')?.textContent).toBe('AR');
    }
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes the first and last names, or the first two letters of one word', () => {
    expect(initialsOf('Asha Devi Rao')).toBe('AR');
    expect(initialsOf('ravi@acme.test')).toBe('RA');
    expect(initialsOf('')).toBe('?');
  });
});
