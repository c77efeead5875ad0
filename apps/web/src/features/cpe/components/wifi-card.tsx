import {
  WIFI_BAND_LABELS,
  WIFI_BANDS,
  WIFI_ENCRYPTIONS,
  WifiParamsSchema,
  type WifiConfig,
  type WifiParams,
} from '@pn/shared';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { WriteButton } from '@/components/read-only/write-guard';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { cpeApi } from '../api/cpe-api';
import { formatTime } from '../lib/format';

interface WifiCardProps {
  deviceId: number;
  wifi: WifiConfig | null;
  /** Sends the command and follows its progress (useCommandRunner's run). */
  run: (call: () => ReturnType<typeof cpeApi.wifiUpdate>) => Promise<unknown>;
}

type WifiValues = Partial<WifiParams>;

/**
 * The gateway's Wi-Fi as last reported, and 修改: SSID, password, encryption, band and
 * hidden, checked with the server's schema (WifiParamsSchema), then confirmed by identity
 * verification; the change goes to the gateway as a command (the password is never shown).
 */
export function WifiCard({ deviceId, wifi, run }: WifiCardProps) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<WifiValues>();

  const submit = async (verifyCode: string) => {
    // Invalid values keep the verification open; the form shows why.
    const values = await validateForm(form);
    const params = parseForm(WifiParamsSchema, values);
    await run(() => cpeApi.wifiUpdate({ target: { deviceIds: [deviceId] }, params, verifyCode }));
    setEditing(false);
  };

  return (
    <Card
      title="Wi-Fi设置"
      size="small"
      extra={
        <WriteButton size="small" type="link" onClick={() => setEditing(true)}>
          修改
        </WriteButton>
      }
    >
      {wifi ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'ssid',
              label: 'SSID',
              children: <span data-testid="cpe-wifi-ssid">{wifi.ssid}</span>,
            },
            {
              key: 'state',
              label: '状态',
              children: wifi.enabled ? <Tag color="success">已开启</Tag> : <Tag>已关闭</Tag>,
            },
            { key: 'enc', label: '加密方式', children: wifi.encryption },
            { key: 'band', label: '频段', children: WIFI_BAND_LABELS[wifi.band] ?? wifi.band },
            { key: 'hidden', label: '隐藏SSID', children: wifi.hidden ? '是' : '否' },
            { key: 'channel', label: '信道', children: wifi.channel || '自动' },
            {
              key: 'pwd',
              label: '密码',
              children: wifi.hasPassword ? '已设置（不显示）' : '未设置',
            },
            { key: 'at', label: '更新时间', children: formatTime(wifi.updatedAt) },
          ]}
        />
      ) : (
        <p style={{ margin: 0, color: '#8a97ab' }}>网关尚未上报Wi-Fi配置，可直接下发新的配置。</p>
      )}
      <Modal
        open={editing}
        title="修改Wi-Fi设置"
        width={520}
        onCancel={() => setEditing(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setEditing(false)}>
            取消
          </Button>,
          <IdentityVerifyPopover
            key="submit"
            onVerified={submit}
            beforeOpen={() =>
              form.validateFields().then(
                () => true,
                () => false,
              )
            }
          >
            <Button type="primary">验证并下发</Button>
          </IdentityVerifyPopover>,
        ]}
      >
        <Form<WifiValues>
          form={form}
          name="cpeWifi"
          layout="vertical"
          preserve={false}
          initialValues={{
            ssid: wifi?.ssid ?? '',
            password: '',
            encryption: wifi?.encryption ?? 'WPA2-PSK',
            band: wifi?.band ?? 'dual',
            hidden: wifi?.hidden ?? false,
          }}
        >
          <Form.Item name="ssid" label="Wi-Fi名称（SSID）" {...zodField(WifiParamsSchema, 'ssid')}>
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label="Wi-Fi密码"
            extra="8~63位可打印ASCII字符；下发后设备上的已连接终端需重新连接"
            {...zodField(WifiParamsSchema, 'password')}
          >
            <Input.Password maxLength={63} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="encryption"
            label="加密方式"
            {...zodField(WifiParamsSchema, 'encryption')}
          >
            <Select options={WIFI_ENCRYPTIONS.map((e) => ({ value: e, label: e }))} />
          </Form.Item>
          <Form.Item name="band" label="频段" {...zodField(WifiParamsSchema, 'band')}>
            <Select options={WIFI_BANDS.map((b) => ({ value: b, label: WIFI_BAND_LABELS[b] }))} />
          </Form.Item>
          <Form.Item name="hidden" label="隐藏SSID" valuePropName="checked">
            <Switch aria-label="隐藏SSID" />
          </Form.Item>
        </Form>
        <Alert
          type="info"
          showIcon
          title="提交前需验证身份。设备离线时指令将保留至有效期结束，上线后下发。"
        />
      </Modal>
    </Card>
  );
}
