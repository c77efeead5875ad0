import { ClockCircleOutlined } from '@/components/portal/icons/ClockCircleOutlined';
import { EnvironmentOutlined } from '@/components/portal/icons/EnvironmentOutlined';
import { MailOutlined } from '@/components/portal/icons/MailOutlined';
import { MessageOutlined } from '@/components/portal/icons/MessageOutlined';
import { PhoneOutlined } from '@/components/portal/icons/PhoneOutlined';
import { SafetyOutlined } from '@/components/portal/icons/SafetyOutlined';
import type { ContactInfo } from '@pn/shared';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ConsultButton } from '@/components/portal/consult-button';
import portal from '@/components/portal/portal.module.css';
import { PortalSection } from '@/components/portal/portal-section';
import { QueryState } from '@/components/portal/query-state';
import { useContactInfo } from '@/lib/contact-info';
import { demandFormNote } from '../content';
import styles from './support.module.css';

interface Channel {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The configured lines; the mailbox and address only when the platform has them. */
function channelsOf(info: ContactInfo): Channel[] {
  const channels: Channel[] = [
    {
      key: 'phone',
      icon: <PhoneOutlined />,
      label: '业务咨询电话',
      value: <a href={telHref(info.phone)}>{info.phone}</a>,
    },
    {
      key: 'hotline',
      icon: <SafetyOutlined />,
      label: '投诉举报热线',
      value: <a href={telHref(info.hotline)}>{info.hotline}</a>,
    },
  ];
  if (info.email) {
    channels.push({
      key: 'email',
      icon: <MailOutlined />,
      label: '业务咨询邮箱',
      value: <a href={`mailto:${info.email}`}>{info.email}</a>,
    });
  }
  channels.push({
    key: 'hours',
    icon: <ClockCircleOutlined />,
    label: '服务时间',
    value: info.serviceHours,
  });
  if (info.address) {
    channels.push({
      key: 'address',
      icon: <EnvironmentOutlined />,
      label: '联系地址',
      value: info.address,
    });
  }
  return channels;
}

function ChannelsSkeleton() {
  return (
    <div className={styles.channels} aria-busy="true" aria-label="联系方式加载中">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.channelSkeleton}>
          <Skeleton.Avatar active size={40} shape="square" />
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '70%' }} />
        </div>
      ))}
    </div>
  );
}

/** 联系我们 (#contact, the footer's target): the platform's contact lines. */
export function ContactSection() {
  const contact = useContactInfo();
  return (
    <PortalSection
      id="contact"
      title="联系我们"
      lead="专业服务团队随时为您解答产品、订购与使用中的问题。"
    >
      <div className={styles.contactLayout}>
        <div className={styles.contactCard}>
          {contact.isPending ? (
            <ChannelsSkeleton />
          ) : (
            <QueryState
              isPending={false}
              error={contact.error}
              onRetry={() => void contact.refetch()}
            >
              {contact.data ? (
                <dl className={styles.channels}>
                  {channelsOf(contact.data).map((channel) => (
                    <div key={channel.key} className={styles.channel}>
                      <dt>
                        <span className={styles.channelIcon} aria-hidden="true">
                          {channel.icon}
                        </span>
                        {channel.label}
                      </dt>
                      <dd>{channel.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </QueryState>
          )}
        </div>
        <aside className={styles.demandCard} aria-labelledby="support-demand-title">
          <span className={styles.channelIcon} aria-hidden="true">
            <MessageOutlined />
          </span>
          <h3 id="support-demand-title">提交需求咨询</h3>
          <p>{demandFormNote}</p>
          <ConsultButton
            source={{ kind: 'support' }}
            className={`${portal.buttonLight} ${styles.demandAction}`}
          >
            提交需求
          </ConsultButton>
        </aside>
      </div>
    </PortalSection>
  );
}
