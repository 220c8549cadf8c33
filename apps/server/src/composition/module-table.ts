/** The module table of docs/ARCHITECTURE.md, written from what the modules declare. */
import type { BuiltModule } from './modules';

export const TABLE_START = '<!-- module table: written by `npm run docs:modules`, checked by a test -->';
export const TABLE_END = '<!-- end of the module table -->';

const code = (items: readonly string[]) =>
  items.length === 0 ? '—' : items.map((i) => `\`${i}\``).join(', ');

export function moduleTable(modules: readonly BuiltModule[]): string {
  const rows = modules.map(({ name, parts }) => {
    const prefixes = [...new Set((parts.routes?.() ?? []).map((m) => m.prefix))];
    return [
      `\`${name}\``,
      code(prefixes),
      code(Object.keys(parts.access ?? {})),
      code(Object.keys(parts.events ?? {})),
      code((parts.schedules ?? []).map((s) => s.name)),
      parts.sockets?.length ? 'yes' : '—',
    ];
  });
  const header = [
    'Module',
    'Routes under',
    'Rules of reach',
    'Follows the events',
    'Recurring work',
    'Answers on the channel',
  ];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** `document` with the text between the table's markers replaced by `table`. */
export function withModuleTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/ARCHITECTURE.md has lost the module table’s markers');
  return `${document.slice(0, start + TABLE_START.length)}\n${table}\n${document.slice(end)}`;
}
