import { DIALOG_WIDTH, PAGE_SIZE_DEFAULT, type CardGroup } from '@pn/shared';
import { Alert, Button, Drawer, Form, Input, Radio, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { WriteButton } from '@/components/read-only/write-guard';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import {
  cpeSettingsApi,
  cpeSettingsKeys,
  usePagedList,
  useSettingsMutation,
  type CardGroupMember,
  type CardGroupMembersResult,
} from '../api/cpe-settings-api';
import { checkMsisdnList } from '../msisdn-list';
import { CardStatusTag, formatTime } from './parts';
import styles from '../cpe-settings.module.css';

interface MembersDrawerProps {
  group: CardGroup;
  onClose: () => void;
}

type Action = 'add' | 'remove';

/**
 * 卡组成员: the cards of a group (paged), adding or removing numbers in bulk (pasted, one
 * a line) with the server's answer per card — how many changed, and each refused number
 * with its reason — and removing one card from its row.
 */
export function CardGroupMembersDrawer({ group, onClose }: MembersDrawerProps) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const members = usePagedList(
    cpeSettingsKeys.cardGroupMembers(group.id, paging),
    cpeSettingsApi.cardGroupMembers,
    { id: group.id, ...paging },
  );
  const change = useSettingsMutation(
    cpeSettingsKeys.cardGroups,
    cpeSettingsApi.changeCardGroupMembers,
  );
  const confirm = useAdminConfirm();
  const [action, setAction] = useState<Action>('add');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<(CardGroupMembersResult & { action: Action }) | null>(null);

  const run = async (act: Action, msisdnList: string[]) => {
    const answer = await change.mutateAsync({ groupId: group.id, action: act, msisdnList });
    setResult({ ...answer, action: act });
    if (answer.changed > 0)
      toast.success(`已${act === 'add' ? '添加' : '移出'} ${answer.changed} 张卡`);
    return answer;
  };

  const submit = async () => {
    const checked = checkMsisdnList(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError('');
    try {
      const answer = await run(action, checked.msisdns);
      // The refused numbers stay in the box, to be corrected and sent again.
      setText(answer.refused.map((r) => r.msisdn).join('\n'));
    } catch (e) {
      showActionError(e);
    }
  };

  const columns: ColumnsType<CardGroupMember> = [
    {
      title: '卡号',
      dataIndex: 'msisdn',
      width: 130,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    {
      title: 'ICCID',
      dataIndex: 'iccid',
      width: 200,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    {
      title: '卡状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <CardStatusTag status={s} />,
    },
    {
      title: '所在终端',
      dataIndex: 'deviceSerial',
      width: 160,
      render: (v: string | null) => (v ? <span className={styles.mono}>{v}</span> : '-'),
    },
    { title: '加入时间', dataIndex: 'addedAt', width: 150, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, m) => (
        <WriteButton
          type="link"
          size="small"
          danger
          aria-label={`移出 ${m.msisdn}`}
          onClick={() =>
            confirm({
              title: `确认将 ${m.msisdn} 移出卡组「${group.name}」？`,
              danger: true,
              onConfirm: () =>
                run('remove', [m.msisdn]).then((a) => {
                  if (a.refused[0]) throw new Error(a.refused[0].reason);
                  if ((members.data?.data.length ?? 0) <= 1 && paging.page > 1)
                    setPaging((p) => ({ ...p, page: p.page - 1 }));
                }),
            })
          }
        >
          移出
        </WriteButton>
      ),
    },
  ];

  return (
    <Drawer
      open
      title={`卡组成员 · ${group.name}`}
      size={`min(${DIALOG_WIDTH.drawer}px, 100vw)`}
      onClose={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" name="card-group-members" onFinish={() => void submit()}>
        <Form.Item label="批量操作">
          <Radio.Group
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
            options={[
              { value: 'add', label: '添加到卡组' },
              { value: 'remove', label: '移出卡组' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="卡号"
          htmlFor="card-group-msisdns"
          validateStatus={error ? 'error' : undefined}
          help={error || '每行一个11位卡号，也可用逗号或空格分隔，单次最多500张'}
        >
          <Input.TextArea
            id="card-group-msisdns"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError('');
            }}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={'14400000001\n14400000002'}
          />
        </Form.Item>
        <Space>
          <WriteButton type="primary" htmlType="submit" loading={change.isPending}>
            {action === 'add' ? '添加' : '移出'}
          </WriteButton>
          <Button onClick={() => setText('')}>清空</Button>
        </Space>
      </Form>
      {result ? (
        <Alert
          style={{ marginTop: 16 }}
          type={result.refused.length ? 'warning' : 'success'}
          showIcon
          role="status"
          closable={{ onClose: () => setResult(null) }}
          title={`${result.action === 'add' ? '添加' : '移出'}成功 ${result.changed} 张${
            result.refused.length ? `，${result.refused.length} 张未处理` : ''
          }`}
          description={
            result.refused.length ? (
              <ul className={styles.refused} aria-label="未处理的卡号">
                {result.refused.map((r) => (
                  <li key={r.msisdn}>
                    <span className={styles.mono}>{r.msisdn}</span>：{r.reason}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      <div className={styles.drawerBar} style={{ marginTop: 16 }}>
        <strong>成员（{members.data?.total ?? group.cards} 张）</strong>
      </div>
      <AdminTable<CardGroupMember>
        size="small"
        rowKey="iccid"
        aria-label="卡组成员"
        columns={columns}
        list={members}
        paging={{
          ...paging,
          setPage: (page, pageSize) =>
            setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize })),
        }}
        emptyText="卡组暂无成员，可在上方添加卡号"
      />
    </Drawer>
  );
}
