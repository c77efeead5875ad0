export { ChangeMobilePage as Component } from '@/features/account/components/change-mobile-page';
