/** The text of the backup-codes file a person downloads, and its name. */
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';

export const BACKUP_CODES_FILENAME = 'hrms-backup-codes.txt';

export function backupCodesText(
  codes: readonly string[],
  options: { account: string; createdAt: Date; companyName?: string | null },
): string {
  const width = String(codes.length).length;
  const { account, companyName } = options;
  const created = options.createdAt.toISOString();
  const lines = [
    companyName ? i18n._(msg`HRMS backup codes (${companyName})`) : i18n._(msg`HRMS backup codes`),
    i18n._(msg`Account: ${account}`),
    i18n._(msg`Created: ${created}`),
    '',
    i18n._(msg`Use one of these codes to sign in when you cannot use your authenticator app.`),
    i18n._(msg`Each code works once. Making new codes stops these from working.`),
    i18n._(msg`Keep this file somewhere safe and private, away from your phone.`),
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`),
    '',
  ];
  // Windows Notepad and phones read CRLF as well as LF; a trailing newline keeps tools happy.
  return lines.join('\r\n');
}
