import { OtaMessages, type Firmware } from '@pn/shared';
import { Card, Form, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { otaApi } from '../api/ota-api';
import { useFirmwareList, useOtaModels, useOtaMutation } from '../api/queries';
import { formatSize, formatTime } from '../lib/format';
import { firmwareDetailPath } from '../paths';
import { FirmwareUploadDialog } from './firmware-upload-dialog';
import { ConsolePageHeader } from '@/components/console-page-header';
import { Sha256 } from './ota-tags';
import styles from '../ota.module.css';

const FILTERS = { modelId: filterParam.matching(/^\d{1,9}$/) };

/**
 * 设备管理 › 固件管理: the enterprise's firmware packages by model and version, 上传固件 and
 * 删除 (refused by the server while an unfinished upgrade task uses the package).
 */
export function FirmwareListPage() {
  const [form] = Form.useForm<{ modelId?: string }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { modelId, ...rest } = listQuery.query;
  const list = useFirmwareList({ ...rest, modelId: modelId ? Number(modelId) : undefined });
  const models = useOtaModels();
  const remove = useOtaMutation(otaApi.deleteFirmware);
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const [uploading, setUploading] = useState(false);

  const removeFirmware = (f: Firmware) =>
    confirm({
      title: '删除固件',
      content:
        f.activeTasks > 0
          ? `${OtaMessages.FIRMWARE_IN_USE}（${f.activeTasks} 个任务）。`
          : `确定删除 ${f.modelName} 的固件 ${f.version} 吗？删除后不能再用于升级任务。`,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(f.id);
        listQuery.afterRemove(list.data?.data.length ?? 0);
      },
      success: '删除成功',
    });

  const columns: ColumnsType<Firmware> = [
    { title: '适用型号', dataIndex: 'modelName' },
    {
      title: '版本号',
      dataIndex: 'version',
      render: (v: string, f) => (
        <Link to={inArea(firmwareDetailPath(f.id))} aria-label={`查看固件 ${v}`}>
          <strong>{v}</strong>
        </Link>
      ),
    },
    {
      title: '大小',
      dataIndex: 'size',
      align: 'right',
      render: (n: number) => <span className={styles.nowrap}>{formatSize(n)}</span>,
    },
    {
      title: 'SHA-256',
      dataIndex: 'sha256',
      responsive: ['md'],
      render: (h: string) => <Sha256 value={h} />,
    },
    {
      title: '版本说明',
      dataIndex: 'releaseNotes',
      responsive: ['lg'],
      render: (n: string) =>
        n ? (
          <span className={styles.notes} title={n}>
            {n}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: '上传时间',
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, f) => (
        <Space size={0} wrap>
          <Link to={inArea(firmwareDetailPath(f.id))}>详情</Link>
          <WriteButton type="link" size="small" danger onClick={() => removeFirmware(f)}>
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="固件管理"
        intro="上传各型号网关的固件包，平台计算 SHA-256 并通过升级任务分阶段下发。"
      />
      <Card>
        <AdminFilterBar
          name="otaFirmwareFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: '上传固件', onClick: () => setUploading(true) }}
        >
          <Form.Item name="modelId" label="适用型号">
            <Select
              allowClear
              placeholder="全部型号"
              style={{ width: 220 }}
              loading={models.isPending}
              options={(models.data ?? []).map((m) => ({
                value: String(m.id),
                label: `${m.vendor} ${m.model}`,
              }))}
            />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="固件列表">
        <AdminTable<Firmware>
          size="middle"
          rowKey="id"
          aria-label="固件"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的固件' : '暂无固件，可点击“上传固件”'}
        />
      </Card>
      <FirmwareUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </div>
  );
}
