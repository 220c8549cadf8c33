/**
 * Device description from what the browser reports at sign-in, falling back to the User-Agent
 * header read by ua-parser-js (kept on its MIT-licensed 1.x line; 2.x is AGPL). Coarse on purpose:
 * it names a device to its owner ("Chrome on Linux (desktop)").
 */
import { UAParser } from 'ua-parser-js';

export type DeviceType = 'desktop' | 'tablet' | 'mobile';

export interface DeviceDescription {
  deviceType: DeviceType;
  browser: string;
  os: string;
}

/** The parser's names where people say another. */
const SAID: Readonly<Record<string, string>> = {
  'Mobile Safari': 'Safari',
  'Mobile Chrome': 'Chrome',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  Chromium: 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
  'Opera Mobi': 'Opera',
  'Opera Mini': 'Opera',
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  Arch: 'Linux',
  Mint: 'Linux',
};

const said = (name: string | undefined) => (name ? (SAID[name] ?? name) : undefined);

export function describeDevice(
  userAgent: string | undefined,
  reported: { deviceType?: DeviceType; browser?: string; os?: string } = {},
): DeviceDescription {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const kind = parsed.device.type;
  const uaType: DeviceType =
    kind === 'tablet' ? 'tablet' : kind === 'mobile' || kind === 'wearable' ? 'mobile' : 'desktop';
  return {
    deviceType: reported.deviceType ?? uaType,
    browser: reported.browser?.trim() || said(parsed.browser.name) || 'Unknown browser',
    os: reported.os?.trim() || said(parsed.os.name) || 'Unknown OS',
  };
}

export function deviceLabel(device: DeviceDescription): string {
  return `${device.browser} on ${device.os} (${device.deviceType})`;
}
