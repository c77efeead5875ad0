import { MiniMessages, type MiniService } from '@pn/shared';
import { Space } from 'antd';
import { useState } from 'react';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { WriteButton } from '@/components/read-only/write-guard';
import { miniApi } from '../api/mini-api';
import { useMiniMutation } from '../api/mini-queries';
import { MiniRenewDialog } from './mini-renew-dialog';
import { MiniServiceFormModal } from './mini-service-form-modal';

/**
 * The writes on subscriptions, shared by the list and the detail: 新增 and 编辑 (the form),
 * 暂停 and 恢复 (each asked first), 续期 (the term dialog). Render `dialogs` once.
 */
export function useMiniServiceActions() {
  const confirm = useAdminConfirm();
  const suspend = useMiniMutation(miniApi.suspend);
  const resume = useMiniMutation(miniApi.resume);
  const [editing, setEditing] = useState<'new' | MiniService | null>(null);
  const [renewing, setRenewing] = useState<MiniService | null>(null);

  const name = (s: MiniService) => `「${s.shopName}」（${s.serviceNo}）`;

  return {
    add: () => setEditing('new'),
    edit: (s: MiniService) => setEditing(s),
    renew: (s: MiniService) => setRenewing(s),
    suspend: (s: MiniService) =>
      confirm({
        title: '暂停业务',
        content: `确定暂停${name(s)}的小微业务吗？暂停期间该商户的套餐停止服务，可随时恢复。`,
        danger: true,
        onConfirm: () => suspend.mutateAsync(s.id),
        success: MiniMessages.SUSPENDED,
      }),
    resume: (s: MiniService) =>
      confirm({
        title: '恢复业务',
        content: `确定恢复${name(s)}的小微业务吗？恢复后套餐重新生效。`,
        onConfirm: () => resume.mutateAsync(s.id),
        success: MiniMessages.RESUMED,
      }),
    dialogs: (
      <>
        <MiniServiceFormModal target={editing} onClose={() => setEditing(null)} />
        <MiniRenewDialog service={renewing} onClose={() => setRenewing(null)} />
      </>
    ),
  };
}

export type MiniServiceActions = ReturnType<typeof useMiniServiceActions>;

interface MiniServiceButtonsProps {
  service: MiniService;
  actions: MiniServiceActions;
  /** Link buttons in a table row; default buttons on the detail. */
  compact?: boolean;
}

/** 编辑, 暂停 or 恢复 (by state), 续期: the write controls of one subscription. */
export function MiniServiceButtons({ service, actions, compact = false }: MiniServiceButtonsProps) {
  const look = compact ? ({ type: 'link', size: 'small' } as const) : ({} as const);
  const label = (action: string) => `${action} ${service.serviceNo}`;
  return (
    <Space size={compact ? 0 : 8} wrap>
      <WriteButton {...look} aria-label={label('编辑')} onClick={() => actions.edit(service)}>
        编辑
      </WriteButton>
      {service.state === 'active' ? (
        <WriteButton
          {...look}
          danger
          aria-label={label('暂停')}
          onClick={() => actions.suspend(service)}
        >
          暂停
        </WriteButton>
      ) : null}
      {service.state === 'suspended' ? (
        <WriteButton {...look} aria-label={label('恢复')} onClick={() => actions.resume(service)}>
          恢复
        </WriteButton>
      ) : null}
      <WriteButton {...look} aria-label={label('续期')} onClick={() => actions.renew(service)}>
        续期
      </WriteButton>
    </Space>
  );
}
