export { TariffPage as Component } from '@/features/sim/tariff/tariff-page';
