import { describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, resolveTheme, storeTheme, THEME_STORAGE_KEY } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme storage', () => {
  it.each(['light', 'dark', 'system'] as const)('reads a stored %s', (value) => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: value }))).toBe(value);
  });

  it.each(['', 'DARK', 'blue', '"dark"', 'null'])('ignores the stored value %j and uses system', (value) => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: value }))).toBe('system');
  });

  it('uses system when nothing is stored', () => {
    expect(readStoredTheme(memoryStorage())).toBe('system');
  });

  it('uses system when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(broken)).toBe('system');
  });

  it('saves under hrms-theme', () => {
    const storage = memoryStorage();
    storeTheme('dark', storage);
    expect(storage.data.get('hrms-theme')).toBe('dark');
    expect(readStoredTheme(storage)).toBe('dark');
  });

  it('reads the real localStorage by default', () => {
    window.localStorage.setItem('hrms-theme', 'light');
    expect(readStoredTheme()).toBe('light');
    window.localStorage.setItem('hrms-theme', 'sepia');
    expect(readStoredTheme()).toBe('system');
  });
});

describe('resolving and applying the theme', () => {
  it('follows the OS for system and ignores it otherwise', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('puts the dark class on the root element and takes it off again', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
