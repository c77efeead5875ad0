import { AccountBookOutlined } from '@/components/portal/icons/AccountBookOutlined';
import { AppstoreOutlined } from '@/components/portal/icons/AppstoreOutlined';
import { SafetyCertificateOutlined } from '@/components/portal/icons/SafetyCertificateOutlined';
import { ShoppingCartOutlined } from '@/components/portal/icons/ShoppingCartOutlined';
import { UserOutlined } from '@/components/portal/icons/UserOutlined';
import { WifiOutlined } from '@/components/portal/icons/WifiOutlined';
import type { ReactNode } from 'react';
import { PortalSection } from '@/components/portal/portal-section';
import { faqTopics, type FaqTopic } from '../content';
import styles from './support.module.css';

const ICONS: Record<FaqTopic['key'], ReactNode> = {
  product: <AppstoreOutlined />,
  order: <ShoppingCartOutlined />,
  sim: <WifiOutlined />,
  billing: <AccountBookOutlined />,
  account: <UserOutlined />,
  security: <SafetyCertificateOutlined />,
};

/** 常见问题: questions grouped by topic, each answer disclosed on demand. */
export function FaqSection() {
  return (
    <PortalSection
      id="faq"
      title="常见问题"
      lead="整理了产品、订购、物联网卡、资费、账号与安全方面的常见问题，找不到答案时欢迎联系我们。"
      tinted
    >
      <div className={styles.faqGrid}>
        {faqTopics.map((topic) => (
          <section key={topic.key} className={styles.faqTopic} aria-labelledby={`faq-${topic.key}`}>
            <h3 id={`faq-${topic.key}`} className={styles.faqTitle}>
              <span className={styles.faqIcon} aria-hidden="true">
                {ICONS[topic.key]}
              </span>
              {topic.title}
            </h3>
            {topic.items.map((item) => (
              <details key={item.q} className={styles.faqItem}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
    </PortalSection>
  );
}
