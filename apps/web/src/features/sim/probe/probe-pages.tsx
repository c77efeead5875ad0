import { SimKind } from '@pn/shared';
import { SimManagePage } from '../manage/sim-manage-page';
import { SimOverviewPage } from '../overview/sim-overview-page';

/**
 * Probe cards (network quality probes) use the card screens with kind 1: the overview adds
 * the online rate; the table keeps suspend, resume and usage cap (no tariff or group).
 */
export function ProbeOverviewPage() {
  return <SimOverviewPage kind={SimKind.PROBE} />;
}

export function ProbeManagePage() {
  return <SimManagePage kind={SimKind.PROBE} />;
}
