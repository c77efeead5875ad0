import { DEVICE_KIND_LABELS, type DeviceItem } from '@pn/shared';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { formatTime } from '../lib/format';
import styles from '../saas.module.css';

/**
 * The columns of a list of devices of either kind; `detailOf` gives the detail address of
 * a device (in the caller's area).
 */
export function deviceColumns(
  detailOf: (d: DeviceItem) => string,
  latestOf?: (d: DeviceItem) => string | undefined,
): ColumnsType<DeviceItem> {
  return [
    {
      title: '序列号',
      dataIndex: 'serial',
      render: (s: string, d) => (
        <Link to={detailOf(d)} aria-label={`查看设备 ${s}`}>
          <span className={styles.mono}>{s}</span>
        </Link>
      ),
    },
    { title: '名称', dataIndex: 'name', render: (n: string) => n || '-' },
    { title: '类型', dataIndex: 'kind', render: (k: DeviceItem['kind']) => DEVICE_KIND_LABELS[k] },
    {
      title: '厂商/型号',
      key: 'model',
      responsive: ['md'],
      render: (_, d) => `${d.vendor} ${d.model}`,
    },
    {
      title: '固件版本',
      dataIndex: 'firmware',
      render: (f: string, d) => {
        if (!f) return <span className={styles.muted}>未上报</span>;
        const latest = latestOf?.(d);
        return latest && f !== latest ? (
          <span title={`最新固件 ${latest}`} style={{ color: '#d97706' }}>
            {f}（待升级）
          </span>
        ) : (
          f
        );
      },
    },
    {
      title: '在线状态',
      dataIndex: 'onlineState',
      render: (s: DeviceItem['onlineState']) => <DeviceOnlineTag state={s} />,
    },
    {
      title: '分组',
      dataIndex: 'groupName',
      responsive: ['lg'],
      render: (g: string | null) => g ?? '-',
    },
    {
      title: '最后心跳',
      dataIndex: 'lastHeartbeatAt',
      responsive: ['lg'],
      render: (at: string | null) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
  ];
}
