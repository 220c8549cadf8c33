/**
 * The org chart as a printable PDF: an indented outline with tree lines, one person per row (name,
 * title and department, report counts), on as many A4 pages as it takes, numbered. pdfkit is loaded
 * when the first chart is drawn, not at start-up.
 */
import type { OrgChartNode } from '@hrms/contracts/organization';

export interface OrgChartPdfInput {
  companyName: string | null;
  /** "22 November 2026". */
  dateLabel: string;
  roots: readonly OrgChartNode[];
  total: number;
}

const PAGE = { margin: 40, rowHeight: 30, indent: 16, maxIndentLevels: 14 } as const;
const COLOURS = { text: '#111827', muted: '#4b5563', line: '#9ca3af', rule: '#d1d5db' } as const;

/**
 * The built-in PDF fonts read Windows-1252 only. Accents are dropped rather than lost (`Zoë` stays
 * readable as `Zoe` if need be), and any other script shows as `?` instead of garbling the page.
 */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
  }
  return out;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export async function renderOrgChartPdf(input: OrgChartPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = 'Organisation chart';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: pdfText(`${title}${input.companyName ? ` - ${input.companyName}` : ''}`),
      Creator: 'HRMS',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const bottom = doc.page.height - PAGE.margin - 16;
  const subtitle = [input.companyName, `As of ${input.dateLabel}`, plural(input.total, 'person', 'people')]
    .filter(Boolean)
    .join('  ·  ');

  // First page: the title block; later pages: a one-line reminder of what this is.
  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(18).text(title, left, PAGE.margin);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(pdfText(subtitle), left, PAGE.margin + 26);
  let y = PAGE.margin + 48;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
  y += 10;
  const newPage = () => {
    doc.addPage();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        pdfText(`${title}${input.companyName ? ` - ${input.companyName}` : ''} (continued)`),
        left,
        PAGE.margin,
        {
          lineBreak: false,
        },
      );
    y = PAGE.margin + 18;
  };

  if (input.roots.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(COLOURS.muted).text('Nobody to show.', left, y);
  }

  // Depth first; `open[level]` says whether the line at that level continues below this row.
  const stack: { node: OrgChartNode; level: number; last: boolean }[] = [];
  for (let i = input.roots.length - 1; i >= 0; i--) {
    stack.push({ node: input.roots[i]!, level: 0, last: i === input.roots.length - 1 });
  }
  const open: boolean[] = [];
  while (stack.length > 0) {
    const { node, level, last } = stack.pop()!;
    open[level] = !last;
    open.length = level + 1;
    if (y + PAGE.rowHeight > bottom) newPage();

    const depth = Math.min(level, PAGE.maxIndentLevels);
    const x = left + depth * PAGE.indent;
    const mid = y + 6;
    doc.lineWidth(0.6).strokeColor(COLOURS.line);
    for (let l = 1; l < Math.min(level, PAGE.maxIndentLevels + 1); l++) {
      if (open[l]) {
        const guide = left + (l - 1) * PAGE.indent + 5;
        doc
          .moveTo(guide, y - 2)
          .lineTo(guide, y + PAGE.rowHeight - 2)
          .stroke();
      }
    }
    if (level > 0) {
      const elbow = x - PAGE.indent + 5;
      doc
        .moveTo(elbow, y - 2)
        .lineTo(elbow, last ? mid : y + PAGE.rowHeight - 2)
        .stroke();
      doc.moveTo(elbow, mid).lineTo(x, mid).stroke();
    }
    doc
      .rect(x + 1, mid - 2.5, 5, 5)
      .fillColor(COLOURS.text)
      .fill();

    const counts =
      node.totalReports > 0
        ? `${plural(node.directReports, 'direct report', 'direct reports')} · ${plural(node.totalReports, 'in total', 'in total')}`
        : '';
    const countsWidth = 150;
    const textX = x + 11;
    const textWidth = Math.max(60, right - countsWidth - 8 - textX);
    const depthNote = level > PAGE.maxIndentLevels ? `[level ${level + 1}] ` : '';
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(pdfText(`${depthNote}${node.name}`), textX, y, { width: textWidth, height: 12, ellipsis: true });
    const details = [node.designation, node.department, node.employeeCode].filter(Boolean).join(' · ');
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(pdfText(details), textX, y + 13, { width: textWidth, height: 11, ellipsis: true });
    if (counts) {
      doc.fontSize(8.5).text(pdfText(counts), right - countsWidth, y + 1, {
        width: countsWidth,
        align: 'right',
        height: 11,
        ellipsis: true,
      });
    }
    y += PAGE.rowHeight;

    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i]!, level: level + 1, last: i === node.children.length - 1 });
    }
  }

  // Page numbers last, once the count is known; the bottom margin is lifted so this does not add a page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(`Page ${i + 1} of ${range.count}`, left, doc.page.height - PAGE.margin, {
        width: right - left,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins = margins;
  }
  doc.end();
  return finished;
}
