import { INDUSTRIES } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { PortalSection } from '@/components/portal/portal-section';
import { paths } from '@/config/paths';
import { industriesIntro } from '../content';
import styles from './home.module.css';

/** The industries the platform has solutions for, each leading to its solutions. */
export function IndustrySolutions() {
  return (
    <PortalSection
      id="home-industries"
      tinted
      title={industriesIntro.title}
      lead={industriesIntro.lead}
      more={{ to: paths.solution, label: industriesIntro.more }}
    >
      <ul className={styles.industries}>
        {INDUSTRIES.map((industry) => (
          <li key={industry.id}>
            <Link to={`${paths.solution}#${industry.id}`} className={styles.industry}>
              <img
                src={industry.icon}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.industryName}>{industry.name}</span>
              <span className={styles.industryDesc}>{industry.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}
