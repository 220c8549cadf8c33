import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, withExtension } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\evil.pdf', 'evil.pdf'],
    ['C:\\Users\\asha\\Desktop\\payslip.pdf', 'payslip.pdf'],
    ['..', 'upload.pdf'],
    ['', 'upload.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['line\r\nbreak\u0000.pdf', 'linebreak.pdf'],
    ['  spaced   out .pdf  ', 'spaced out .pdf'],
    ['what?<is>this*.pdf', 'what__is_this_.pdf'],
    ['Zoë résumé.pdf', 'Zoë résumé.pdf'],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanFileName(raw, 'upload.pdf')).toBe(cleaned);
  });

  it('shortens a long name and keeps its extension', () => {
    const name = cleanFileName(`${'a'.repeat(500)}.docx`, 'upload.docx');
    expect(name).toHaveLength(150);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('withExtension', () => {
  it('keeps a matching extension and adds the right one otherwise', () => {
    expect(withExtension('scan.JPEG', ['jpg', 'jpeg'])).toBe('scan.JPEG');
    expect(withExtension('scan.pdf', ['png'])).toBe('scan.pdf.png');
    expect(withExtension('notes', ['csv'])).toBe('notes.csv');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Zoë "CV" (final).pdf')).toBe(
      `attachment; filename="Zoe _CV_ (final).pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22%20%28final%29.pdf`,
    );
    expect(attachmentDisposition('आधार.pdf')).toMatch(/^attachment; filename=_+\.pdf; filename\*=UTF-8''%E0/);
    expect(attachmentDisposition('org-chart.csv')).toBe('attachment; filename=org-chart.csv');
  });
});
