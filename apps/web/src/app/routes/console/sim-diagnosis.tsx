export { DiagnosisPage as Component } from '@/features/sim/diagnosis/diagnosis-page';
