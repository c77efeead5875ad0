import { DEVICE_LIMITS, DeviceMessages, NOTICE_CHANNEL_LABELS, type NoticeRule } from '@pn/shared';
import { Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  EnabledBadge,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { WriteButton } from '@/components/read-only/write-guard';
import {
  editTargetOf,
  filterParam,
  useAdminListQuery,
  type FiltersOf,
} from '@/lib/use-admin-list-query';
import {
  cpeSettingsApi,
  cpeSettingsKeys,
  usePagedList,
  useSettingsMutation,
} from '../api/cpe-settings-api';
import { noticeEventLabel, receiversText } from '../notice-form';
import { NoticeFormModal } from './notice-form-modal';
import { formatTime } from './parts';

const FILTERS = { keyword: filterParam.text(DEVICE_LIMITS.keywordMax) };
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/5g-cpe/cpe-index/notice-manage 通知管理: who is told (by SMS or site message)
 * when a gateway goes offline, its signal is weak, too many clients attach, or a remote
 * command fails; rules created, edited, switched on and off, deleted after confirmation.
 */
export function NoticePage() {
  const [form] = Form.useForm<Filters>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const notices = usePagedList(
    cpeSettingsKeys.noticeList(list.query),
    cpeSettingsApi.notices,
    list.query,
  );
  const confirm = useAdminConfirm();
  const remove = useSettingsMutation(cpeSettingsKeys.notices, cpeSettingsApi.deleteNotice);
  const toggle = useSettingsMutation(cpeSettingsKeys.notices, (n: NoticeRule) =>
    cpeSettingsApi.updateNotice(n.id, {
      name: n.name,
      event: n.event,
      channel: n.channel,
      receivers: n.receivers,
      enabled: !n.enabled,
    }),
  );

  const target = editTargetOf(list.edit);
  const editing =
    target === 'new' ? 'new' : (notices.data?.data.find((n) => n.id === target) ?? undefined);

  const columns: ColumnsType<NoticeRule> = [
    { title: '规则名称', dataIndex: 'name', width: 200 },
    {
      title: '通知事件',
      dataIndex: 'event',
      width: 130,
      render: (e: string) => noticeEventLabel(e),
    },
    {
      title: '通知方式',
      dataIndex: 'channel',
      width: 100,
      render: (c: NoticeRule['channel']) => NOTICE_CHANNEL_LABELS[c],
    },
    {
      title: '接收人',
      dataIndex: 'receivers',
      width: 220,
      render: (r: string[]) => receiversText(r),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (e: boolean) => <EnabledBadge enabled={e} />,
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, n) => (
        <Space size={0}>
          <WriteButton type="link" size="small" onClick={() => list.setEdit(n.id)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            onClick={() =>
              n.enabled
                ? confirm({
                    title: `确认停用通知规则「${n.name}」？`,
                    content: '停用后发生该事件时不再通知接收人。',
                    onConfirm: () => toggle.mutateAsync(n),
                    success: DeviceMessages.SAVED,
                  })
                : void toggle.mutateAsync(n).catch(() => undefined)
            }
          >
            {n.enabled ? '停用' : '启用'}
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: `确认删除通知规则「${n.name}」？`,
                content: '删除后不可恢复。',
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(n.id);
                  list.afterRemove(notices.data?.data.length ?? 0);
                },
                success: DeviceMessages.DELETED,
              })
            }
          >
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="通知管理"
        intro="网关离线、信号弱、接入终端超限或远程指令失败时，按规则以短信或站内消息通知接收人。短信的发送结果见“短信发送记录”。"
      />
      <Card>
        <AdminFilterBar
          name="noticeFilters"
          form={form}
          onSearch={(v) => list.setFilters(v)}
          onReset={list.resetFilters}
          add={{ label: '新建通知规则', onClick: () => list.setEdit('new') }}
        >
          <Form.Item name="keyword" label="规则名称">
            <Input allowClear placeholder="规则名称关键字" maxLength={DEVICE_LIMITS.keywordMax} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="通知规则">
        <AdminTable<NoticeRule>
          size="middle"
          rowKey="id"
          aria-label="通知规则"
          columns={columns}
          list={notices}
          paging={list}
          emptyText={
            list.filtered ? '没有符合条件的通知规则' : '暂无通知规则，点击“新建通知规则”添加'
          }
          scroll={{ x: 1050 }}
        />
      </Card>
      <NoticeFormModal editing={editing} onClose={() => list.setEdit(null, { replace: true })} />
    </div>
  );
}
