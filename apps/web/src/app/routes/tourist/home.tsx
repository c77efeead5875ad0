import { SimOverviewSummary } from '@/features/sim/overview/sim-overview-summary';
import { TouristHome } from '@/features/tourist/components/tourist-home';
import { isKnownScreen } from '@/lib/known-screens';
import { visitorText } from '@/locales/zh-CN/visitor';

/** /tourist/control: the visitor's first page, with the demo enterprise's SIM overview. */
export function Component() {
  return (
    <TouristHome
      known={isKnownScreen}
      overview={<SimOverviewSummary title={visitorText.demoTitle} intro={visitorText.demoDetail} />}
    />
  );
}
