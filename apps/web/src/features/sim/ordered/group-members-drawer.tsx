import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIALOG_WIDTH, type SimCardItem } from '@pn/shared';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { CARD_COLUMNS, CardSearchBox, CardSearchError, useCardSearch } from '../common/card-search';
import { BusinessResultView } from '../tariff/business-result';
import { formatDataKb, formatDataMb } from '../tariff/format';
import { parseMsisdnList } from '../tariff/msisdn-list';
import { MsisdnListInput } from '../tariff/msisdn-list-input';
import { groupStore, usedPercentOf, useGroupStore, type GroupRequest } from './group-store';
import styles from './ordered.module.css';

/**
 * The members of the current group (spec §3 currentRow): paged and searchable, removed
 * one by one or in bulk, and added by MSISDN list (msisdnForAdd). Both changes are
 * business requests confirmed by the identity code; their result is followed here.
 */
export function GroupMembersDrawer() {
  const row = useGroupStore((s) => s.currentRow);
  const currentMember = useGroupStore((s) => s.currentMember);
  const msisdnForAdd = useGroupStore((s) => s.msisdnForAdd);
  const request = useGroupStore((s) => s.request);
  const queryClient = useQueryClient();
  const cardSearch = useCardSearch();
  const { page, pageSize, keyword } = cardSearch;
  const [selected, setSelected] = useState<string[]>([]);
  const deferredAdd = useDeferredValue(msisdnForAdd);
  const toAdd = useMemo(() => parseMsisdnList(deferredAdd), [deferredAdd]);

  const groupId = row?.id ?? 0;
  const query = { groupId, page, pageSize, keyword };
  const members = useQuery({
    queryKey: simKeys.groupMembers(query),
    queryFn: ({ signal }) => simApi.groupMembers(query, { signal }),
    enabled: groupId > 0,
    placeholderData: keepPreviousData,
  });

  const refresh = useCallback(() => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['sim', 'group-members'] });
    void queryClient.invalidateQueries({ queryKey: ['sim', 'groups'] });
    void queryClient.invalidateQueries({ queryKey: ['sim', 'list'] });
  }, [queryClient]);

  const close = () => {
    groupStore.closeMembers();
    cardSearch.reset();
    setSelected([]);
  };

  const send = async (action: GroupRequest['action'], msisdnList: string[], code: string) => {
    if (!row) return;
    try {
      const { requestId } = await simApi.business({
        action,
        msisdnList,
        params: { groupId: row.id },
        verifyCode: code,
      });
      groupStore.submitted({ requestId, action, groupId: row.id });
    } catch (error) {
      showActionError(error, '提交失败，请稍后再试');
      throw error;
    }
  };

  const columns: ColumnsType<SimCardItem> = [
    CARD_COLUMNS.msisdn,
    CARD_COLUMNS.iccid,
    CARD_COLUMNS.status,
    CARD_COLUMNS.monthData,
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, m) => (
        <IdentityVerifyPopover onVerified={(code) => send('leaveGroup', [m.msisdn], code)}>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`移出 ${m.msisdn}`}
            onClick={() => groupStore.setCurrentMember(m)}
          >
            移出
          </Button>
        </IdentityVerifyPopover>
      ),
    },
  ];

  const ownRequest = request && request.groupId === groupId ? request : null;

  return (
    <Drawer
      open={row !== null}
      onClose={close}
      title={row ? `群组成员 · ${row.name}` : '群组成员'}
      size={`min(${DIALOG_WIDTH.drawer}px, 100vw)`}
      destroyOnHidden
    >
      {row ? (
        <div className={styles.drawer}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'tariff', label: '群组资费', children: row.tariffName },
              { key: 'members', label: '成员数', children: `${row.members} 张` },
              { key: 'pool', label: '流量池', children: formatDataMb(row.poolDataMb) },
              {
                key: 'used',
                label: '本月已用',
                children: `${formatDataKb(row.usedDataKb)}（${usedPercentOf(row)}%）`,
              },
            ]}
          />

          <section aria-labelledby="group-add-title" className={styles.section}>
            <Typography.Title level={5} id="group-add-title">
              添加成员
            </Typography.Title>
            <MsisdnListInput
              id="group-msisdn-for-add"
              rows={3}
              value={msisdnForAdd}
              onChange={(v) => groupStore.setMsisdnForAdd(v)}
              placeholder="输入要加入本群组的MSISDN，每行一个或用逗号分隔"
            />
            <div className={styles.sectionActions}>
              <IdentityVerifyPopover onVerified={(code) => send('joinGroup', toAdd.valid, code)}>
                <Button type="primary" disabled={toAdd.error !== null}>
                  验证身份并添加{toAdd.error === null ? ` ${toAdd.valid.length} 张` : ''}
                </Button>
              </IdentityVerifyPopover>
            </div>
          </section>

          {ownRequest ? (
            <section aria-label="办理结果" className={styles.section}>
              <BusinessResultView
                key={ownRequest.requestId}
                compact
                requestId={ownRequest.requestId}
                onDone={refresh}
              />
            </section>
          ) : null}

          <section aria-labelledby="group-members-title" className={styles.section}>
            <div className={styles.membersBar}>
              <Typography.Title level={5} id="group-members-title" className={styles.noMargin}>
                成员列表
              </Typography.Title>
              <Space wrap>
                <CardSearchBox
                  state={cardSearch}
                  label="搜索成员"
                  className={styles.memberSearch}
                />
                <IdentityVerifyPopover onVerified={(code) => send('leaveGroup', selected, code)}>
                  <Button danger disabled={selected.length === 0}>
                    移出所选{selected.length ? ` ${selected.length} 张` : ''}
                  </Button>
                </IdentityVerifyPopover>
              </Space>
            </div>
            <CardSearchError state={cardSearch} />
            {members.isError ? (
              <Alert type="error" showIcon title={errorMessageOf(members.error)} />
            ) : (
              <Table<SimCardItem>
                size="small"
                rowKey="msisdn"
                rowClassName={(m) =>
                  m.msisdn === currentMember?.msisdn ? (styles.currentMember ?? '') : ''
                }
                columns={columns}
                loading={members.isFetching}
                dataSource={members.data?.data ?? []}
                scroll={{ x: 600 }}
                locale={{ emptyText: <Empty description="群组暂无成员" /> }}
                rowSelection={{
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(String)),
                }}
                pagination={cardSearch.pagination(members.data?.total ?? 0, { size: 'small' })}
              />
            )}
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}
