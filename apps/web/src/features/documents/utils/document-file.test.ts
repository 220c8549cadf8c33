import { DOCUMENT_MAX_BYTES_DEFAULT } from '@hrms/contracts/documents';
import { describe, expect, it } from 'vitest';
import { formatFileSize, validateDocumentFile } from './document-file';

function fileOf(size: number, name = 'scan.pdf') {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('document files', () => {
  it('formats sizes the way people read them', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(DOCUMENT_MAX_BYTES_DEFAULT)).toBe('10 MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
  });

  it('refuses no file, an empty file and one over the limit, naming both sizes', () => {
    expect(validateDocumentFile(null)).toBe('Choose a file to upload');
    expect(validateDocumentFile(fileOf(0))).toBe('This file is empty. Choose another one.');
    expect(validateDocumentFile(fileOf(DOCUMENT_MAX_BYTES_DEFAULT))).toBeNull();
    expect(validateDocumentFile(fileOf(12.5 * 1024 * 1024))).toBe(
      'This file is 12.5 MB. Files can be at most 10 MB.',
    );
  });

  it('leaves the type to the server', () => {
    expect(validateDocumentFile(fileOf(100, 'notes.exe'))).toBeNull();
  });
});
