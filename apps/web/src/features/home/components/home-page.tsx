import { CallToAction } from './call-to-action';
import { Capabilities } from './capabilities';
import { Hero } from './hero';
import { PlatformFigures } from './platform-figures';
import { ServiceModes } from './service-modes';

/** The portal home page. */
export function HomePage() {
  return (
    <>
      <Hero />
      <ServiceModes />
      <PlatformFigures />
      <Capabilities />
      <CallToAction />
    </>
  );
}
