import type { SxDeviceDetail } from '@pn/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { slotLabel, slotsOf, type SlotView } from '../slots';
import { CardLink, CardStatusTag, formatTime, sxStyles as styles } from './sx-parts';

interface SlotCardsProps {
  detail: SxDeviceDetail;
  /** The buttons of one slot (绑定 / 解绑 on the binding screen). */
  actions?: (slot: SlotView) => ReactNode;
}

/** The device's SIM slots, each with its card (number, ICCID, state, since when) or 空闲. */
export function SlotCards({ detail, actions }: SlotCardsProps) {
  return (
    <ul className={styles.slots} aria-label="卡槽">
      {slotsOf(detail).map((view) => {
        const b = view.binding;
        return (
          <li
            key={view.slot}
            className={b ? styles.slot : `${styles.slot} ${styles.slotFree}`}
            aria-label={slotLabel(view.slot)}
            data-testid={`slot-${view.slot}`}
          >
            <div className={styles.slotHead}>
              <span>{slotLabel(view.slot)}</span>
              {b ? <CardStatusTag status={b.status} /> : <Tag>空闲</Tag>}
            </div>
            <div className={styles.slotBody}>
              {b ? (
                <>
                  <div>
                    卡号：
                    <CardLink msisdn={b.msisdn} iccid={b.iccid} />
                  </div>
                  <div>
                    ICCID：<span className={styles.mono}>{b.iccid}</span>
                  </div>
                  <div className={styles.muted}>绑定于 {formatTime(b.boundAt)}</div>
                </>
              ) : (
                <span className={styles.muted}>未绑定卡</span>
              )}
            </div>
            {actions ? <div className={styles.slotActions}>{actions(view)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
