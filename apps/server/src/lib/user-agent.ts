/**
 * Device description from what the browser reports at sign-in, falling back to the User-Agent
 * header. Coarse on purpose: it names a device to its owner ("Chrome on Linux (desktop)").
 */
export type DeviceType = 'desktop' | 'tablet' | 'mobile';

export interface DeviceDescription {
  deviceType: DeviceType;
  browser: string;
  os: string;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux|X11/, 'Linux'],
];

function firstMatch(ua: string, table: ReadonlyArray<[RegExp, string]>): string | undefined {
  return table.find(([pattern]) => pattern.test(ua))?.[1];
}

export function describeDevice(
  userAgent: string | undefined,
  reported: { deviceType?: DeviceType; browser?: string; os?: string } = {},
): DeviceDescription {
  const ua = userAgent ?? '';
  const uaType: DeviceType = /iPad|Tablet/.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|Android/.test(ua)
      ? 'mobile'
      : 'desktop';
  return {
    deviceType: reported.deviceType ?? uaType,
    browser: reported.browser?.trim() || firstMatch(ua, BROWSERS) || 'Unknown browser',
    os: reported.os?.trim() || firstMatch(ua, SYSTEMS) || 'Unknown OS',
  };
}

export function deviceLabel(device: DeviceDescription): string {
  return `${device.browser} on ${device.os} (${device.deviceType})`;
}
