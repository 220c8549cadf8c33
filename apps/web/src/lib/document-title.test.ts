import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('document title', () => {
  it('names the page, then the product', () => {
    expect(documentTitle('Employees')).toBe('Employees · HRMS');
    expect(documentTitle(undefined)).toBe('HRMS');
  });
});
