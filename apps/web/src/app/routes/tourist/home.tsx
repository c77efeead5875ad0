import { TouristHome } from '@/features/tourist/components/tourist-home';
import { isKnownScreen } from '@/lib/known-screens';

export function Component() {
  return <TouristHome known={isKnownScreen} />;
}
