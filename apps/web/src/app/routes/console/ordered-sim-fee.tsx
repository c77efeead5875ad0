export { SimFeePage as Component } from '@/features/sim/ordered/sim-fee-page';
