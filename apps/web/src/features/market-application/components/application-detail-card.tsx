import {
  MARKET_APPLICATION_TABS,
  type MarketApplicationDetail,
  type MarketApplicationTab,
} from '@pn/shared';
import { Empty, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { tabHtml } from '../rich-html';
import { applicationText as text } from '../text';
import styles from './application-detail-card.module.css';
import { ApplicationLogo } from './application-logo';
import article from '@/components/portal/article.module.css';

export interface ApplicationDetailCardProps {
  /** The card's fields (spec §3), as the portal detail endpoint answers them. */
  detail: MarketApplicationDetail;
  /** Level of the application name's heading (2 on a page under its h1). */
  headingLevel?: 2 | 3;
}

/**
 * A market application's detail card: logo, name, update time, industry and scene tags,
 * description and the enterprise behind it, then its four tabs (application details, usage
 * instructions, configuration requirements, update log). Each tab's HTML is sanitised here
 * as well as on save; an empty tab says so.
 */
export function ApplicationDetailCard({ detail, headingLevel = 2 }: ApplicationDetailCardProps) {
  const [active, setActive] = useState<MarketApplicationTab>('details');
  const html = useMemo(
    () =>
      Object.fromEntries(
        MARKET_APPLICATION_TABS.map(({ key }) => [key, tabHtml(detail[key])]),
      ) as Record<MarketApplicationTab, string | null>,
    [detail],
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={styles.card} aria-label={detail.applicationName}>
      <div className={styles.head}>
        <ApplicationLogo src={detail.logoAddress} name={detail.applicationName} size="large" />
        <div className={styles.main}>
          <Heading className={styles.name}>{detail.applicationName}</Heading>
          <p className={styles.meta}>
            {text.updateTime}：<time>{detail.updateTime || '-'}</time>
          </p>
          <div className={styles.tags}>
            {detail.industryName ? (
              <Tag color="blue" title={text.industry}>
                {detail.industryName}
              </Tag>
            ) : null}
            {detail.sceneName ? (
              <Tag color="cyan" title={text.scene}>
                {detail.sceneName}
              </Tag>
            ) : null}
          </div>
          {detail.description ? <p className={styles.description}>{detail.description}</p> : null}
        </div>
        <aside className={styles.enterprise} aria-label={text.enterprise}>
          <div className={styles.enterpriseHead}>
            {detail.enterpriseLogoAddress ? (
              <img
                className={styles.enterpriseLogo}
                src={detail.enterpriseLogoAddress}
                alt={`${detail.enterpriseName}标志`}
                width={48}
                height={48}
                decoding="async"
              />
            ) : null}
            <div>
              <span className={styles.label}>{text.enterprise}</span>
              <span className={styles.enterpriseName}>{detail.enterpriseName || '-'}</span>
            </div>
          </div>
          {detail.phoneNum ? (
            <div>
              <span className={styles.label}>{text.phone}</span>
              <a className={styles.phone} href={`tel:${detail.phoneNum}`}>
                {detail.phoneNum}
              </a>
            </div>
          ) : null}
        </aside>
      </div>
      <Tabs
        className={styles.tabs}
        aria-label={text.tabsLabel}
        activeKey={active}
        onChange={(key) => setActive(key as MarketApplicationTab)}
        items={MARKET_APPLICATION_TABS.map(({ key, label }) => {
          const body = html[key];
          return {
            key,
            label,
            children: body ? (
              <div
                className={`${article.article} ${article.compact}`}
                // Sanitised by tabHtml, as well as on save in the back office.
                dangerouslySetInnerHTML={{ __html: body }}
              />
            ) : (
              <Empty
                className={styles.empty}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={text.empty}
              />
            ),
          };
        })}
      />
    </section>
  );
}
