/**
 * Every catalogue file but the first page's (`common` and each feature's, in every language): a
 * language or a feature added under ../locales/ is found without more code. Fetched with the first
 * page after sign-in (./i18n.ts), not with the sign-in page.
 */
import type { Messages } from '@lingui/core';

export const CATALOGUE_FILES: Record<string, () => Promise<{ messages: Messages }>> = {
  ...import.meta.glob<{ messages: Messages }>('../locales/*/common.po'),
  ...import.meta.glob<{ messages: Messages }>('../locales/*/features/*.po'),
};
