/**
 * Where log lines go: readable lines on a terminal (pino-pretty, loaded only then), one JSON object
 * a line otherwise, which is what a log collector reads in production.
 */
import type { AppConfig } from '../config';

export function wantsPrettyLogs(
  config: Pick<AppConfig, 'logFormat' | 'nodeEnv'>,
  onTerminal: boolean,
): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return onTerminal && config.nodeEnv !== 'production';
}

export async function logOutput(
  config: Pick<AppConfig, 'logFormat' | 'nodeEnv'>,
  onTerminal = process.stdout.isTTY === true,
): Promise<{ logger?: { stream: { write(line: string): void } } }> {
  if (!wantsPrettyLogs(config, onTerminal)) return {};
  const { default: prettyStream } = await import('pino-pretty');
  return {
    logger: { stream: prettyStream({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' }) },
  };
}
