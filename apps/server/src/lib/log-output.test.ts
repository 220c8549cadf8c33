import { describe, expect, it } from 'vitest';
import { logOutput, wantsPrettyLogs } from './log-output';

describe('log output', () => {
  it('is readable on a terminal, JSON for a collector or in production, as LOG_FORMAT says', () => {
    const dev = { logFormat: 'auto', nodeEnv: 'development' } as const;
    expect(wantsPrettyLogs(dev, true)).toBe(true);
    expect(wantsPrettyLogs(dev, false)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: 'auto', nodeEnv: 'production' }, true)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: 'json', nodeEnv: 'development' }, true)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: 'pretty', nodeEnv: 'production' }, false)).toBe(true);
  });

  it('gives pino-pretty the lines when readable, and leaves the default JSON stream otherwise', async () => {
    expect(await logOutput({ logFormat: 'json', nodeEnv: 'development' }, true)).toEqual({});
    const { logger } = await logOutput({ logFormat: 'pretty', nodeEnv: 'development' }, false);
    expect(logger?.stream).toBeDefined();
  });
});
