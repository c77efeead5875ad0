export { GroupFeePage as Component } from '@/features/sim/ordered/group-fee-page';
