export { RiskPage as Component } from '@/features/sim/risk/risk-page';
