import { FaqAdminPage } from '@/features/faq-admin/components/faq-admin-page';
import { faqAdminText } from '@/features/faq-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/content/faq: the chatbot's questions and answers. */
export function Component() {
  useDocumentTitle(pageTitle(faqAdminText.title));
  return <FaqAdminPage />;
}
