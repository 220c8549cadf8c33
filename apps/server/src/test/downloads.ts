/** What a browser makes of a download's `Content-Disposition`: its kind and the name it saves under. */
import { parse } from 'content-disposition';

export function disposition(header: unknown): { type: string; fileName: string | undefined } {
  const parsed = parse(String(header));
  // `parse` decodes `filename*` into `filename` when both are present, as browsers prefer it.
  return { type: parsed.type, fileName: parsed.parameters.filename };
}
