import { NAVIGATION } from '@hrms/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { NAV_LABEL_MESSAGES } from './nav-labels';

const labels = NAVIGATION.flatMap((item) => [
  item.label,
  ...(item.children ?? []).map((child) => child.label),
]);

describe('the menu’s labels', () => {
  it('say every entry of the contract’s NAVIGATION in its own English words, and no other', () => {
    expect(Object.keys(NAV_LABEL_MESSAGES).sort()).toEqual([...new Set(labels)].sort());
    for (const [label, message] of Object.entries(NAV_LABEL_MESSAGES)) expect(message.message).toBe(label);
  });
});
