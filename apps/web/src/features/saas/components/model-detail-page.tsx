import { DEVICE_KIND_LABELS, SaasMessages, type DeviceItem } from '@pn/shared';
import { Alert, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { Chart } from '@/components/charts/chart';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useSaasModel, useSaasModelDevices } from '../api/queries';
import { versionBarOption } from '../lib/chart-options';
import { formatBytes, formatTime, shortHash } from '../lib/format';
import { deviceListHref, firmwareDetailPath, modelDeviceDetailPath } from '../paths';
import { deviceColumns } from './device-columns';
import styles from '../saas.module.css';

export function idOf(raw: string | null | undefined): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * 设备管理 › 型号管理 › 型号详情 (model/detail?id=): the model's properties, the firmware
 * packages uploaded for it, its devices' firmware versions and the caller's devices of it,
 * each opening its detail within the model.
 */
export function ModelDetailPage() {
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useSaasModel(id);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const devices = useSaasModelDevices({ id, ...paging });
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const m = detail.data?.model;
  useDocumentTitle(pageTitle(m ? `${m.vendor} ${m.model}` : '型号详情'));
  const versionOption = useMemo(
    () =>
      detail.data ? versionBarOption(detail.data.versions, detail.data.model.latestFirmware) : {},
    [detail.data],
  );

  if (id === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={SaasMessages.MODEL_NOT_FOUND}
        action={<Link to={inArea(paths.saasModels)}>返回型号列表</Link>}
      />
    );
  }

  const columns = deviceColumns(
    (d: DeviceItem) => inArea(modelDeviceDetailPath(d.id, id)),
    () => m?.latestFirmware,
  );

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={m ? `${m.vendor} ${m.model}` : '型号详情'}
        intro="型号属性、支持的固件版本、已上传的固件包与企业在该型号下的设备。"
        extra={<Link to={inArea(paths.saasModels)}>返回型号列表</Link>}
      />
      <Card title="型号属性">
        <DataState query={detail} rows={4}>
          {m ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'vendor', label: '厂商', children: m.vendor },
                { key: 'model', label: '型号', children: m.model },
                { key: 'kind', label: '类型', children: DEVICE_KIND_LABELS[m.kind] },
                { key: 'max', label: '最大接入终端', children: `${m.maxClients} 个` },
                { key: 'sim', label: 'SIM卡槽', children: `${m.simSlots} 个` },
                {
                  key: 'status',
                  label: '状态',
                  children: m.status === 1 ? <Tag color="green">在售</Tag> : <Tag>已停售</Tag>,
                },
                {
                  key: 'versions',
                  label: '支持的固件版本',
                  children: (
                    <Space size={[4, 4]} wrap>
                      {m.firmwareVersions.map((v) => (
                        <Tag key={v} color={v === m.latestFirmware ? 'blue' : undefined}>
                          {v}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
                { key: 'latest', label: '最新固件', children: m.latestFirmware || '-' },
                {
                  key: 'devices',
                  label: '企业设备',
                  children: (
                    <span>
                      <Link to={inArea(deviceListHref({ modelId: m.id }))}>{m.devices} 台</Link>
                      ，在线 {m.online} 台，固件落后 {m.lagging} 台
                    </span>
                  ),
                },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      <div className={styles.charts}>
        <Card title="设备固件版本分布">
          <Chart
            title="该型号设备的固件版本分布"
            option={versionOption}
            loading={detail.isPending}
            empty={!!detail.data && detail.data.versions.length === 0}
            emptyText="暂无该型号的设备"
          />
        </Card>
        <Card
          title="固件包"
          extra={
            held(paths.saasFirmware) ? <Link to={inArea(paths.saasFirmware)}>固件管理</Link> : null
          }
        >
          <DataState
            query={detail}
            empty={!!detail.data && detail.data.firmware.length === 0}
            emptyText="尚未为该型号上传固件"
          >
            <Table
              size="small"
              rowKey="id"
              aria-label="该型号的固件包"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={detail.data?.firmware ?? []}
              columns={[
                {
                  title: '版本号',
                  dataIndex: 'version',
                  render: (v: string, f) =>
                    held(paths.saasFirmware) ? (
                      <Link to={inArea(firmwareDetailPath(f.id))}>{v}</Link>
                    ) : (
                      v
                    ),
                },
                { title: '大小', dataIndex: 'size', render: (n: number) => formatBytes(n) },
                {
                  title: 'SHA-256',
                  dataIndex: 'sha256',
                  responsive: ['md'],
                  render: (h: string) => (
                    <span className={styles.mono} title={h}>
                      {shortHash(h)}
                    </span>
                  ),
                },
                { title: '上传时间', dataIndex: 'createdAt', render: (t: string) => formatTime(t) },
              ]}
            />
          </DataState>
        </Card>
      </div>
      <Card title="该型号的设备">
        <AdminTable<DeviceItem>
          size="middle"
          rowKey="id"
          aria-label="该型号的设备"
          columns={columns}
          list={devices}
          paging={{ ...paging, setPage: (page, pageSize) => setPaging({ page, pageSize }) }}
          emptyText="企业暂无该型号的设备"
        />
      </Card>
    </div>
  );
}
