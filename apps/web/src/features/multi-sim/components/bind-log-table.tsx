import type { BindLog } from '@pn/shared';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { sxDeviceDetailPath } from '../paths';
import { slotLabel } from '../slots';
import { BindingActionTag, CardLink, formatTime, sxStyles as styles } from './sx-parts';

/** The columns of the binding log (without the device on one device's page). */
export function useBindLogColumns(withDevice: boolean): ColumnsType<BindLog> {
  const inArea = useAreaPath();
  return [
    {
      title: '时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => formatTime(v),
    },
    ...(withDevice
      ? ([
          {
            title: '设备',
            key: 'device',
            width: 220,
            render: (_, l) => (
              <>
                <Link to={inArea(sxDeviceDetailPath(l.deviceId))}>{l.deviceName || l.serial}</Link>
                <div className={`${styles.mono} ${styles.muted}`}>{l.serial}</div>
              </>
            ),
          },
        ] satisfies ColumnsType<BindLog>)
      : []),
    {
      title: '操作',
      dataIndex: 'action',
      width: 80,
      render: (a: BindLog['action']) => <BindingActionTag action={a} />,
    },
    { title: '卡槽', dataIndex: 'slot', width: 80, render: (s: number) => slotLabel(s) },
    {
      title: '卡号',
      dataIndex: 'msisdn',
      width: 130,
      render: (m: string, l) => <CardLink msisdn={m} iccid={l.iccid} />,
    },
    {
      title: 'ICCID',
      dataIndex: 'iccid',
      width: 200,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    { title: '操作人', dataIndex: 'operator', width: 110, render: (v: string) => v || '-' },
  ];
}
