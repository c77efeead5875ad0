import { Link } from '@/lib/portal-nav';
import { ConsultButton } from '@/components/portal/consult-button';
import { paths } from '@/config/paths';
import { callToAction } from '../content';
import styles from './home.module.css';

export function CallToAction() {
  return (
    <section className={styles.section} aria-labelledby="home-cta-title">
      <div className={styles.sectionInner}>
        <div className={styles.cta}>
          <div>
            <h2 id="home-cta-title">{callToAction.title}</h2>
            <p>{callToAction.text}</p>
          </div>
          <div className={styles.ctaActions}>
            <ConsultButton source={{ kind: 'home' }} className={styles.buttonLight}>
              {callToAction.primary}
            </ConsultButton>
            <Link to={paths.control} className={styles.buttonGhost}>
              {callToAction.secondary}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
