import { AppstoreAddOutlined } from '@/components/portal/icons/AppstoreAddOutlined';
import { ClusterOutlined } from '@/components/portal/icons/ClusterOutlined';
import { CreditCardOutlined } from '@/components/portal/icons/CreditCardOutlined';
import { SafetyCertificateOutlined } from '@/components/portal/icons/SafetyCertificateOutlined';
import type { ReactNode } from 'react';
import { capabilities, capabilitiesIntro } from '../content';
import styles from './home.module.css';

const icons: Record<(typeof capabilities)[number]['key'], ReactNode> = {
  order: <AppstoreAddOutlined />,
  sim: <CreditCardOutlined />,
  device: <ClusterOutlined />,
  ops: <SafetyCertificateOutlined />,
};

/** What customers can do on the platform. */
export function Capabilities() {
  return (
    <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="home-cap">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHeader}>
          <h2 id="home-cap">{capabilitiesIntro.title}</h2>
          <p>{capabilitiesIntro.lead}</p>
        </header>
        <ul className={styles.capabilities}>
          {capabilities.map((item) => (
            <li key={item.key} className={styles.capability}>
              <span className={styles.capabilityIcon}>{icons[item.key]}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
