/**
 * Documents the demo people have uploaded: a few waiting for hr's review, some verified, one
 * rejected. Each file is a small generated specimen, a one-page PDF or a PNG "scan", that says
 * plainly it is not a real document.
 */
import { DOCUMENT_TYPES, type DocumentCategory } from '@hrms/contracts/documents';
import { Bitmap, type Rgb, textWidth, WHITE } from './images';

export interface DemoDocument {
  /** Work email of the person it belongs to. */
  owner: string;
  category: DocumentCategory;
  title: string;
  /** A `.pdf` or `.png` name; the file drawn follows it. */
  fileName: string;
  /** Work email of whoever uploaded it, when not the owner (hr adds contracts). */
  uploadedBy?: string;
  uploadedDaysAgo: number;
  /** Reviewed a day after the upload; none means it waits for review. */
  review?: { status: 'verified' | 'rejected'; by: string; comments: string | null };
}

const HR = 'hr@acme.test';

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  // Waiting for review: the queue hr opens first.
  {
    owner: 'employee@acme.test',
    category: 'id_proof',
    title: 'PAN card',
    fileName: 'pan-card.png',
    uploadedDaysAgo: 2,
  },
  {
    owner: 'sneha.pillai@acme.test',
    category: 'education',
    title: 'B.E. degree certificate',
    fileName: 'degree-certificate.pdf',
    uploadedDaysAgo: 1,
  },
  {
    owner: 'rajesh.kumar@acme.test',
    category: 'address_proof',
    title: 'Rental agreement',
    fileName: 'rental-agreement.pdf',
    uploadedDaysAgo: 3,
  },
  {
    owner: 'megha.srinivasan@acme.test',
    category: 'id_proof',
    title: 'Passport',
    fileName: 'passport.png',
    uploadedDaysAgo: 4,
  },
  // Reviewed.
  {
    owner: 'employee@acme.test',
    category: 'contract',
    title: 'Offer letter',
    fileName: 'offer-letter.pdf',
    uploadedBy: HR,
    uploadedDaysAgo: 30,
    review: { status: 'verified', by: HR, comments: null },
  },
  {
    owner: 'manager@acme.test',
    category: 'education',
    title: 'M.Tech degree certificate',
    fileName: 'mtech-degree-certificate.pdf',
    uploadedDaysAgo: 45,
    review: { status: 'verified', by: HR, comments: null },
  },
  {
    owner: 'priya.sharma@acme.test',
    category: 'id_proof',
    title: 'Passport',
    fileName: 'passport.png',
    uploadedDaysAgo: 60,
    review: { status: 'verified', by: HR, comments: null },
  },
  // Nobody reviews their own document, so the admin reviewed hr's.
  {
    owner: HR,
    category: 'id_proof',
    title: 'PAN card',
    fileName: 'pan-card.png',
    uploadedDaysAgo: 50,
    review: { status: 'verified', by: 'admin@acme.test', comments: null },
  },
  {
    owner: 'varun.chatterjee@acme.test',
    category: 'address_proof',
    title: 'Electricity bill',
    fileName: 'electricity-bill.pdf',
    uploadedDaysAgo: 10,
    review: {
      status: 'rejected',
      by: HR,
      comments: 'This bill is more than three months old; please upload a recent one.',
    },
  },
];

/** The document's MIME type, from its file name's extension. */
export function demoDocumentMimeType(document: DemoDocument): string {
  const extension = document.fileName.split('.').pop();
  return DOCUMENT_TYPES.find((type) => type.extension === extension)!.mimeType;
}

/** The specimen file of a document belonging to `ownerName`. */
export function demoDocumentFile(document: DemoDocument, ownerName: string): Buffer {
  return document.fileName.endsWith('.png')
    ? specimenScan(document.title, ownerName)
    : specimenPdf([
        document.title,
        `Issued to: ${ownerName}`,
        '',
        'Specimen generated for the Acme Technologies demo.',
        'This is not a real document.',
      ]);
}

const INK: Rgb = [40, 44, 52];
const FAINT: Rgb = [200, 204, 212];
const STAMP: Rgb = [200, 30, 30];

/** A card with a title band, a photo box with initials, the name, and SPECIMEN across it. */
function specimenScan(title: string, ownerName: string): Buffer {
  const card = new Bitmap(480, 300, [247, 245, 238]);
  card.fill(0, 0, 480, 60, [30, 64, 120]);
  card.text(title, 24, 20, 3, WHITE);
  card.fill(24, 84, 96, 120, FAINT);
  const initials = ownerName
    .split(' ')
    .map((part) => part[0])
    .join('');
  card.text(initials, 24 + Math.round((96 - textWidth(initials, 4)) / 2), 130, 4, INK);
  card.text(ownerName, 144, 92, 2, INK);
  for (const [top, width] of [
    [128, 200],
    [148, 160],
    [168, 220],
  ] as const) {
    card.fill(144, top, width, 6, FAINT);
  }
  card.centredText('SPECIMEN', 224, 4, STAMP);
  card.centredText('NOT A REAL DOCUMENT', 268, 2, STAMP);
  return card.png();
}

/** A one-page A4 PDF with these lines in Helvetica; ASCII text only. */
export function specimenPdf(lines: readonly string[]): Buffer {
  const shown = lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) '`).join('\n');
  const content = `BT\n/F1 14 Tf\n20 TL\n72 790 Td\n${shown}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  // The cross-reference table gives each object's byte offset; readers find objects through it.
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
