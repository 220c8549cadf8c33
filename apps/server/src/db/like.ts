/** A person's text inside a LIKE pattern: `%`, `_` and `\` match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
