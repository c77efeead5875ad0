import { scopedDialog } from '@/components/antd/scoped-dialog';

// The contact widget's dialogs, each with antd's providers (both use antd). A chunk of its
// own, which portal-frame.tsx imports on first use: each dynamic import below carries the
// list of the chunks it preloads (most of antd's, some hundred names), which in the frame
// would be part of every portal page's first load.

/** The market-demand (需求咨询) dialog. */
export const loadAdviceDialog = scopedDialog(
  () => import('@/features/market-demand/components/advice-dialog'),
);

/** The FAQ chatbot (智能客服) dialog. */
export const loadChatbotDialog = scopedDialog(
  () => import('@/features/faq-chat/components/chatbot-dialog'),
);
