import { UploadOutlined } from '@ant-design/icons';
import { FirmwareUploadFieldsSchema, OtaMessages } from '@pn/shared';
import { Button, Form, Input, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { otaApi } from '../api/ota-api';
import { useOtaModels, useOtaMutation } from '../api/queries';
import { formatSize } from '../lib/format';

interface UploadValues {
  modelId?: number;
  version: string;
  releaseNotes?: string;
}

const ACCEPT = '.bin,.img,.pkg,.zip,.gz';
/** The server's default limit (FIRMWARE_MAX_BYTES); it answers its own when set otherwise. */
const MAX_BYTES = 64 * 1024 * 1024;

interface FirmwareUploadDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 上传固件: the package is kept in the browser until 确定, then sent with the fields as one
 * multipart request; the server computes its SHA-256 and checks type, size and version.
 */
export function FirmwareUploadDialog({ open, onClose }: FirmwareUploadDialogProps) {
  const [form] = Form.useForm<UploadValues>();
  const models = useOtaModels();
  const upload = useOtaMutation(otaApi.uploadFirmware);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setFile(null);
    setFileError(null);
    onClose();
  };

  const submit = async () => {
    const values = await validateForm(form);
    if (!file) {
      setFileError(OtaMessages.FIRMWARE_NO_FILE.replace('（字段 file）', ''));
      return;
    }
    const fields = parseForm(FirmwareUploadFieldsSchema, values);
    const body = new FormData();
    body.append('modelId', String(fields.modelId));
    body.append('version', fields.version);
    body.append('releaseNotes', fields.releaseNotes);
    body.append('file', file, file.name);
    try {
      const fw = await upload.mutateAsync(body);
      toast.success(`固件 ${fw.version} 已上传`);
      close();
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <Modal
      open={open}
      title="上传固件"
      width={560}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={upload.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          上传
        </Button>,
      ]}
    >
      <Form<UploadValues> form={form} name="otaFirmwareUpload" layout="vertical">
        <Form.Item
          name="modelId"
          label="适用型号"
          required
          rules={[{ required: true, message: OtaMessages.MODEL_REQUIRED }]}
        >
          <Select
            placeholder="请选择型号"
            loading={models.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(models.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.vendor} ${m.model}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label="版本号"
          {...zodField(FirmwareUploadFieldsSchema, 'version')}
        >
          <Input placeholder="如：V2.1.0" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="releaseNotes"
          label="版本说明"
          {...zodField(FirmwareUploadFieldsSchema, 'releaseNotes')}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder="本版本的修复与新功能" />
        </Form.Item>
        <Form.Item
          label="固件包"
          required
          validateStatus={fileError ? 'error' : undefined}
          help={
            fileError ??
            `支持 .bin、.img、.pkg、.zip、.tar.gz，不超过 ${formatSize(MAX_BYTES)}；SHA-256 由平台计算`
          }
        >
          <Upload
            accept={ACCEPT}
            maxCount={1}
            fileList={
              file
                ? [{ uid: 'fw', name: `${file.name}（${formatSize(file.size)}）`, status: 'done' }]
                : []
            }
            beforeUpload={(f) => {
              if (f.size > MAX_BYTES) {
                setFileError(OtaMessages.firmwareTooLarge(MAX_BYTES));
              } else if (f.size === 0) {
                setFileError(OtaMessages.FIRMWARE_EMPTY);
              } else {
                setFile(f);
                setFileError(null);
              }
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>选择文件</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
