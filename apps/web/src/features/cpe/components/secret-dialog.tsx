import { CopyOutlined } from '@ant-design/icons';
import type { DeviceCredential } from '@pn/shared';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { toast } from '@/lib/message';
import styles from '../cpe.module.css';

interface SecretDialogProps {
  credential: DeviceCredential | null;
  /** What happened: 终端已添加 or 设备密钥已重新生成. */
  title: string;
  onClose: () => void;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('已复制到剪贴板');
  } catch {
    toast.warning('无法访问剪贴板，请手动选中复制');
  }
}

/**
 * The device secret, shown once (only its hash is kept): the gateway authenticates with
 * `Device <serial>:<secret>`. Closing asks nothing more; the secret cannot be shown again,
 * only re-issued.
 */
export function SecretDialog({ credential, title, onClose }: SecretDialogProps) {
  return (
    <Modal
      open={credential !== null}
      title={title}
      width={560}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      {credential ? (
        <>
          <Alert
            type="warning"
            showIcon
            title="设备密钥仅显示这一次，关闭后无法再次查看，请立即复制并配置到网关。"
            style={{ marginBottom: 16 }}
          />
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'serial',
                label: '终端序列号',
                children: <span className={styles.mono}>{credential.serial}</span>,
              },
              {
                key: 'secret',
                label: '设备密钥',
                children: (
                  <div style={{ width: '100%' }}>
                    <code className={styles.secret} data-testid="cpe-device-secret">
                      {credential.secret}
                    </code>
                    <Button
                      size="small"
                      icon={<CopyOutlined />}
                      style={{ marginTop: 8 }}
                      onClick={() => void copy(credential.secret)}
                    >
                      复制密钥
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
