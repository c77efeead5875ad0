import type { ReactNode } from 'react';
import { CallToAction } from './call-to-action';
import { Capabilities } from './capabilities';
import { ComboPackages } from './combo-packages';
import { Hero } from './hero';
import { IndustrySolutions } from './industry-solutions';
import { PlatformFigures } from './platform-figures';
import { ServiceModes } from './service-modes';

interface HomePageProps {
  /** Customer cases (from the cases feature). */
  cases?: ReactNode;
  /** The newest articles (from the news feature). */
  news?: ReactNode;
}

/** The portal home page; the route composes in the sections other features own. */
export function HomePage({ cases, news }: HomePageProps) {
  return (
    <>
      <Hero />
      <ServiceModes />
      <ComboPackages />
      <IndustrySolutions />
      {cases}
      <PlatformFigures />
      <Capabilities />
      {news}
      <CallToAction />
    </>
  );
}
