import type { MarketApplicationPortalItem } from '@pn/shared';
import { Link } from 'react-router';
import portal from '@/components/portal/portal.module.css';
import { hrefOf } from '@/config/paths';
import { applicationText as text } from '../text';
import { ApplicationLogo } from './application-logo';
import styles from './application-list.module.css';

/** An application in the /application grid: logo, name, industry and scene, provider. */
export function ApplicationCard({ item }: { item: MarketApplicationPortalItem }) {
  return (
    <Link
      to={hrefOf('applicationDetail', { id: item.id })}
      className={`${portal.card} ${styles.card}`}
      aria-label={item.applicationName}
    >
      <div className={styles.cardHead}>
        <ApplicationLogo
          src={item.logoAddress}
          name={item.applicationName}
          size="small"
          decorative
        />
        <div className={styles.cardTitle}>
          <h3>{item.applicationName}</h3>
          <span className={styles.tags}>
            {[item.industryName, item.sceneName].filter(Boolean).join(' · ')}
          </span>
        </div>
      </div>
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      <span className={styles.provider}>{text.portalProvider(item.enterpriseName)}</span>
      <span className={styles.more} aria-hidden="true">
        {text.portalMore} →
      </span>
    </Link>
  );
}
