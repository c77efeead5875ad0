import {
  ApplyExportPermissionSchema,
  DIALOG_WIDTH,
  Messages,
  RESEND_COUNTDOWN_S,
  Status,
  type LevelInfo,
  type UserInfo,
} from '@pn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Modal, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { getIdentityCode } from '@/lib/account/get-identity-code';
import { useUserInfo } from '@/lib/account/get-user-info';
import { isApiError } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSession } from '@/lib/session';
import { useCountdown } from '@/lib/use-countdown';
import { exportText as text, levelLabels, smsText } from '@/locales/zh-CN/account';
import { applyExportPermission, editUserCenter } from './api/export-permission';

interface ApplyValues {
  department: string;
  applyAccount: string;
  vaultCode: string;
}

function locationOf(info: UserInfo | undefined): string {
  return [info?.provinceName, info?.cityName].filter(Boolean).join(' ');
}

function levelLabel(level: LevelInfo | undefined): string {
  return level && level.level !== null ? (levelLabels[level.level] ?? '') : text.customer;
}

interface ApplyExportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 800 px data-export application (spec §4, §5): level and user info are loaded; the
 * department and 4A account are asked only when not on file; an identity code confirms.
 */
export function ApplyExportDialog({ open, onClose }: ApplyExportDialogProps) {
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const loginInfo = useSession((s) => s.loginInfo);
  const level = useLevelInfo();
  const user = useUserInfo();
  const countdown = useCountdown(RESEND_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFile = {
    department: Boolean(user.data?.department),
    securityAccount: Boolean(user.data?.securityAccount),
  };

  const sendCode = async () => {
    setSending(true);
    try {
      const { tel, resendSeconds } = await getIdentityCode();
      countdown.start(resendSeconds);
      toast.success(tel ? text.codeSentTo(tel) : smsText.sent);
    } catch (error) {
      showActionError(error);
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await validateForm(form);
    setSubmitting(true);
    try {
      const input = ApplyExportPermissionSchema.parse({
        adminType: level.data?.level ?? null,
        beId: level.data?.beId || loginInfo?.beId || undefined,
        department: values.department,
        location: locationOf(user.data) || undefined,
        applyAccount: values.applyAccount,
        vaultCode: values.vaultCode,
      });
      const missing = {
        ...(onFile.securityAccount ? {} : { securityAccount: input.applyAccount }),
        ...(onFile.department ? {} : { department: input.department }),
      };
      if (Object.keys(missing).length) {
        await editUserCenter(missing);
        void queryClient.invalidateQueries({ queryKey: ['account', 'user-info'] });
      }
      const result = await applyExportPermission(input);
      close();
      notification.success({
        title: text.submitted,
        description: text.submittedDetail(result?.approverName ?? '', result?.approverTel ?? ''),
        duration: 8,
      });
    } catch (error) {
      if (isApiError(error) && error.status === Status.ALREADY_APPLIED) {
        close();
        modal.warning({ title: text.promptTitle, content: Messages.ALREADY_APPLIED });
      } else {
        showActionError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const loading = level.isPending || user.isPending;

  return (
    <Modal
      open={open}
      title={text.dialogTitle}
      width={DIALOG_WIDTH.exportApply}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {text.cancel}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={submitting}
          disabled={loading}
          onClick={() => void submit().catch(() => undefined)}
        >
          {text.submit}
        </Button>,
      ]}
    >
      <p style={{ color: '#5b6b82' }}>{text.intro}</p>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'applicant', label: text.applicant, children: loginInfo?.loginAccount || '-' },
              { key: 'level', label: text.adminType, children: levelLabel(level.data) },
              { key: 'location', label: text.location, children: locationOf(user.data) || '-' },
            ]}
          />
          <Form
            form={form}
            layout="horizontal"
            labelCol={{ flex: '96px' }}
            initialValues={{
              department: user.data?.department ?? '',
              applyAccount: user.data?.securityAccount ?? '',
            }}
          >
            <Form.Item
              name="department"
              label={text.department}
              validateTrigger="onBlur"
              {...zodField(ApplyExportPermissionSchema, 'department')}
            >
              <Input
                placeholder={text.departmentPlaceholder}
                maxLength={20}
                disabled={onFile.department}
              />
            </Form.Item>
            <Form.Item
              name="applyAccount"
              label={text.applyAccount}
              extra={onFile.securityAccount ? undefined : text.applyAccountHelp}
              {...zodField(ApplyExportPermissionSchema, 'applyAccount')}
            >
              <Input
                placeholder={text.applyAccountPlaceholder}
                maxLength={20}
                disabled={onFile.securityAccount}
              />
            </Form.Item>
            <Form.Item label={text.vaultCode} required style={{ marginBottom: 0 }}>
              <Space.Compact block>
                <Form.Item
                  name="vaultCode"
                  noStyle
                  {...zodField(ApplyExportPermissionSchema, 'vaultCode')}
                >
                  <Input
                    placeholder={text.vaultCodePlaceholder}
                    maxLength={8}
                    autoComplete="one-time-code"
                    aria-label={text.vaultCode}
                  />
                </Form.Item>
                <Button
                  onClick={() => void sendCode()}
                  loading={sending}
                  disabled={countdown.running}
                  style={{ minWidth: 128 }}
                >
                  {countdown.running ? smsText.resend(countdown.remaining) : smsText.send}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
