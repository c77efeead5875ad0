import type { ReactNode } from 'react';
import { LatestNotice } from '@/features/notices/components/latest-notice';
import { registerContactDialog, type ContactDialogLoader } from '@/lib/contact-dialogs';
import { useHydrated } from '@/lib/use-hydrated';
import { FloatingContact } from './floating-contact';
import { PortalLayout } from './portal-layout';

// The widget's dialogs (forms, cascader, chat) load on first use, off the portal's first load;
// the pages' consult buttons fetch the demand form's code ahead of the click.
// Both use antd: its providers load with them. Their loaders come in a small chunk first
// (contact-dialog-loaders.ts), which holds what their code is preloaded with.
const loaders = () => import('./contact-dialog-loaders');
const loadAdviceDialog: ContactDialogLoader = () =>
  loaders().then(({ loadAdviceDialog: load }) => load());
const loadChatbotDialog: ContactDialogLoader = () =>
  loaders().then(({ loadChatbotDialog: load }) => load());
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
