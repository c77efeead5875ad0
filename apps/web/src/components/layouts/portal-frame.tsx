import type { ReactNode } from 'react';
import { scopedDialog } from '@/components/antd/scoped-dialog';
import { LatestNotice } from '@/features/notices/components/latest-notice';
import { registerContactDialog } from '@/lib/contact-dialogs';
import { useHydrated } from '@/lib/use-hydrated';
import { FloatingContact } from './floating-contact';
import { PortalLayout } from './portal-layout';

// The widget's dialogs (forms, cascader, chat) load on first use, off the portal's first load;
// the pages' consult buttons fetch the demand form's code ahead of the click.
// Both use antd: its providers load with them.
const loadAdviceDialog = scopedDialog(
  () => import('@/features/market-demand/components/advice-dialog'),
);
const loadChatbotDialog = scopedDialog(
  () => import('@/features/faq-chat/components/chatbot-dialog'),
);
registerContactDialog('advice', loadAdviceDialog);
registerContactDialog('chat', loadChatbotDialog);

/**
 * Public-site frame around a page: header with the latest notice, the page, footer,
 * contact widget. The portal layout route renders it under the router, a prerendered
 * page's island (app/portal-island.tsx) without it.
 */
export function PortalFrame({ children }: { children: ReactNode }) {
  // The widget is no part of the prerendered page: its buttons appear once they work.
  const hydrated = useHydrated();
  return (
    <PortalLayout
      notice={<LatestNotice />}
      widget={
        hydrated ? (
          <FloatingContact
            loadAdviceDialog={loadAdviceDialog}
            loadChatbotDialog={loadChatbotDialog}
          />
        ) : null
      }
    >
      {children}
    </PortalLayout>
  );
}
