/**
 * Device details sent with a sign-in (spec §3): device kind, browser, OS,
 * screen `WxH`, time zone and a fingerprint (SHA-256 of device traits) that
 * lets the server notice a new device. Nothing here leaves the browser except
 * in the sign-in request.
 */
import type { DeviceInfo } from '@hrms/contracts/auth';

type DeviceType = NonNullable<DeviceInfo['deviceType']>;

export function detectDeviceType(userAgent: string, maxTouchPoints = 0): DeviceType {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|playbook|silk/.test(ua) || (/android/.test(ua) && !/mobile/.test(ua))) return 'tablet';
  // iPadOS reports itself as a Mac; touch support gives it away.
  if (/macintosh/.test(ua) && maxTouchPoints > 1) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|iemobile|opera mini/.test(ua)) return 'mobile';
  return 'desktop';
}

export function detectBrowser(userAgent: string): string {
  const rules: [RegExp, string][] = [
    [/edg(?:e|a|ios)?\/([\d.]+)/i, 'Edge'],
    [/opr\/([\d.]+)/i, 'Opera'],
    [/samsungbrowser\/([\d.]+)/i, 'Samsung Internet'],
    [/firefox\/([\d.]+)/i, 'Firefox'],
    [/fxios\/([\d.]+)/i, 'Firefox'],
    [/crios\/([\d.]+)/i, 'Chrome'],
    [/chrom(?:e|ium)\/([\d.]+)/i, 'Chrome'],
    [/version\/([\d.]+).*safari/i, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]?.split('.')[0] ?? ''}`.trim();
  }
  return 'Unknown browser';
}

export function detectOs(userAgent: string): string {
  if (/windows nt/i.test(userAgent)) return 'Windows';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/android/i.test(userAgent)) return 'Android';
  if (/cros/i.test(userAgent)) return 'ChromeOS';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Unknown OS';
}

async function sha256Hex(text: string): Promise<string | undefined> {
  // crypto.subtle exists only in secure contexts (https, localhost).
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export async function collectDeviceInfo(): Promise<DeviceInfo> {
  const ua = navigator.userAgent;
  const screenSize = `${Math.round(window.screen.width)}x${Math.round(window.screen.height)}`;
  const tz = timeZone();
  const info: DeviceInfo = {
    deviceType: detectDeviceType(ua, navigator.maxTouchPoints),
    browser: detectBrowser(ua).slice(0, 100),
    os: detectOs(ua).slice(0, 100),
    screen: /^\d{1,5}x\d{1,5}$/.test(screenSize) ? screenSize : undefined,
    timezone: tz?.slice(0, 64),
  };
  const traits = [
    ua,
    navigator.language,
    (navigator.languages ?? []).join(','),
    navigator.platform,
    navigator.hardwareConcurrency,
    navigator.maxTouchPoints,
    screenSize,
    window.screen.colorDepth,
    window.devicePixelRatio,
    tz,
  ].join('|');
  try {
    info.fingerprint = await sha256Hex(traits);
  } catch {
    // Without a fingerprint the sign-in still works; the device just is not recognised.
  }
  return info;
}

/** `Chrome 140 on Windows (desktop)`, for the new-device notice when the server sends no description. */
export function describeDevice(info: DeviceInfo): string {
  const parts = [info.browser, info.os ? `on ${info.os}` : undefined].filter(Boolean).join(' ');
  return parts || 'an unknown device';
}
