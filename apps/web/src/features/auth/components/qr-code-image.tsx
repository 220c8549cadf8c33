import { Trans } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** An `otpauth://` URI drawn as an SVG QR code, as a data URL: nothing leaves the browser. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCodeImage({ value, alt, className }: { value: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setSrc(null);
    setFailed(false);
    qrCodeDataUrl(value).then(
      (url) => {
        if (active) setSrc(url);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [value]);

  if (failed) {
    return (
      <p
        className={cn(
          'flex items-center justify-center p-4 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        <Trans>The QR code could not be drawn. Enter the key below in your app instead.</Trans>
      </p>
    );
  }
  if (!src) return <Skeleton className={cn('rounded-lg', className)} />;
  // White behind the code in both themes: scanners need the contrast.
  return <img src={src} alt={alt} className={cn('rounded-lg bg-white p-1', className)} />;
}
