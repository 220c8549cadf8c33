import { describe, expect, it } from 'vitest';
import { describeDevice, deviceLabel } from './user-agent';

describe('device descriptions', () => {
  it('names common browsers and systems', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
        'Edge on Windows (desktop)',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        'Safari on iOS (mobile)',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Linux (desktop)',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android (mobile)',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on Android (tablet)',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari on macOS (desktop)',
      ],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on ChromeOS (desktop)',
      ],
      [
        'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Linux (desktop)',
      ],
      ['', 'Unknown browser on Unknown OS (desktop)'],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(describeDevice(ua))).toBe(label);
  });

  it('prefers what the browser reported at sign-in', () => {
    expect(
      deviceLabel(describeDevice('curl/8', { browser: 'Chrome', os: 'Android', deviceType: 'tablet' })),
    ).toBe('Chrome on Android (tablet)');
  });
});
