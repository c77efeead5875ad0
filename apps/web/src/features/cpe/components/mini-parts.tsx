import { MINI_SERVICE_STATE_LABELS, type MiniService, type MiniServiceState } from '@pn/shared';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { bandwidthText, daysLeftText, daysLeftTone, formatDay } from '../lib/mini';
import { cpeDetailPath } from '../paths';
import { cpeText as text } from '../text';
import { OnlineBadge } from './device-state';
import styles from '../cpe.module.css';

const STATE_COLORS: Record<MiniServiceState, string> = {
  active: 'success',
  suspended: 'warning',
  expired: 'default',
};

/** 使用中 / 已暂停 / 已到期 as a tag. */
export function MiniStateTag({ state }: { state: MiniServiceState }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="mini-service-state">
      {MINI_SERVICE_STATE_LABELS[state]}
    </Tag>
  );
}

/** 剩余N天 / 今日到期 / 已过期, coloured when it ends soon or has ended. */
export function DaysLeft({ service }: { service: Pick<MiniService, 'state' | 'daysLeft'> }) {
  const tone = daysLeftTone(service);
  const className =
    tone === 'expired' ? styles.expired : tone === 'soon' ? styles.soon : styles.muted;
  return <span className={className}>{daysLeftText(service.daysLeft)}</span>;
}

/** The service period start–end, with the days left below. */
export function TermCell({ service }: { service: MiniService }) {
  return (
    <div className={styles.nowrap}>
      <div>
        {formatDay(service.startDate)} ~ {formatDay(service.endDate)}
      </div>
      <DaysLeft service={service} />
    </div>
  );
}

/** The package's name with its bandwidth below. */
export function PackageCell({ service }: { service: MiniService }) {
  return (
    <div>
      <div className={styles.nowrap}>{service.packageName}</div>
      <div className={styles.cellSub}>{bandwidthText(service)}</div>
    </div>
  );
}

/** The gateway serving a subscription: its serial (a link when 终端列表 is held) and state. */
export function GatewayCell({ service }: { service: MiniService }) {
  const inArea = useAreaPath();
  const held = useHeldScreens();
  if (service.deviceId === null || !service.serial) {
    return <span className={styles.muted}>{text.noGateway}</span>;
  }
  const serial = <span className={styles.mono}>{service.serial}</span>;
  return (
    <div>
      {held(paths.cpeList) ? (
        <Link
          to={inArea(cpeDetailPath(service.deviceId))}
          aria-label={`查看网关 ${service.serial}`}
        >
          {serial}
        </Link>
      ) : (
        serial
      )}
      {service.onlineState ? (
        <div>
          <OnlineBadge state={service.onlineState} />
        </div>
      ) : null}
    </div>
  );
}
