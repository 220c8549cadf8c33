/** The browser tab's title: the page, then the product, so tabs and history entries tell pages apart. */
import { useEffect } from 'react';

export const PRODUCT_NAME = 'HRMS';

export function documentTitle(page: string | undefined): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the tab's title while the calling component is shown. */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
