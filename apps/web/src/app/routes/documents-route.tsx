import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { DocumentManagementPage } from '../../features/documents/pages/document-management-page';

/** /document-management for the signed-in person. */
export function DocumentsRoute() {
  return <DocumentManagementPage user={useCurrentUser()} />;
}
