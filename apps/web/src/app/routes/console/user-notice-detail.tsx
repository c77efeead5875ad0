export { AccountNoticeDetailPage as Component } from '@/features/account-notice/components/account-notice-detail-page';
