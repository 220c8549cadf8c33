/** The text of the backup-codes file a person downloads, and its name. */

export const BACKUP_CODES_FILENAME = 'hrms-backup-codes.txt';

export function backupCodesText(
  codes: readonly string[],
  options: { account: string; createdAt: Date; companyName?: string | null },
): string {
  const width = String(codes.length).length;
  const lines = [
    options.companyName ? `HRMS backup codes (${options.companyName})` : 'HRMS backup codes',
    `Account: ${options.account}`,
    `Created: ${options.createdAt.toISOString()}`,
    '',
    'Use one of these codes to sign in when you cannot use your authenticator app.',
    'Each code works once. Making new codes stops these from working.',
    'Keep this file somewhere safe and private, away from your phone.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`),
    '',
  ];
  // Windows Notepad and phones read CRLF as well as LF; a trailing newline keeps tools happy.
  return lines.join('\r\n');
}
