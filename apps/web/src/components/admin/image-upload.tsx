import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadFolder, UploadResult } from '@pn/shared';
import { Button, Image, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { authApi } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import styles from './image-upload.module.css';

/** What the server accepts (it checks the bytes as well); SVG is never taken. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The server's default upload limit, checked here first so nobody waits for a refusal. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const UPLOAD_PATH = 'sm/file/upload';

export const imageUploadText = {
  upload: '上传图片',
  replace: '更换图片',
  remove: '移除图片',
  empty: '暂无图片',
  uploading: '上传中…',
  hint: '支持 PNG、JPEG、GIF、WebP，单张不超过5MB',
  wrongType: '仅支持 PNG、JPEG、GIF、WebP 格式的图片',
  tooLarge: '图片大小不能超过5MB',
  failed: '图片上传失败，请稍后再试',
  uploaded: '图片上传成功',
};

export interface ImageUploadProps {
  /** Set by Form.Item: its label then names the file input. */
  id?: string;
  /** The picture's address (`/unionmallmanage/sm/file/download?path=…` once uploaded). */
  value?: string;
  onChange?: (url: string) => void;
  /** Upload folder (`filePath`). */
  folder?: UploadFolder;
  /** Alternative text of the preview. */
  alt?: string;
  /** Extra advice under the buttons, e.g. the recommended size. */
  hint?: string;
  disabled?: boolean;
}

/**
 * POST sm/file/upload: one picture as multipart (`upload`, `filePath` naming the folder),
 * through the API client so an expired session is handled like on any call.
 */
export function uploadPicture(file: Blob, folder: UploadFolder): Promise<UploadResult> {
  const form = new FormData();
  form.append('filePath', folder);
  form.append('upload', file);
  return authApi.upload<UploadResult>(UPLOAD_PATH, form);
}

/**
 * A picture field of the back-office editors: uploads one image (multipart field `upload`,
 * `filePath` naming the folder) and keeps its address as the value, with a preview that
 * opens full size. Type and size are checked before anything is sent.
 */
export function ImageUpload({
  id,
  value = '',
  onChange,
  folder = 'picSrc',
  alt = '',
  hint,
  disabled,
}: ImageUploadProps) {
  const [uploading, setUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(imageUploadText.wrongType);
      return Upload.LIST_IGNORE;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      toast.error(imageUploadText.tooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadPicture(file as Blob, folder)
      .then((result) => {
        onSuccess?.(result);
        onChange?.(result.url);
        toast.success(imageUploadText.uploaded);
      })
      .catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(imageUploadText.failed));
        showActionError(error, imageUploadText.failed);
      })
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.field}>
      <div className={styles.preview}>
        {value ? (
          <Image src={value} alt={alt} className={styles.image} />
        ) : (
          <span className={styles.empty}>{imageUploadText.empty}</span>
        )}
      </div>
      <div className={styles.side}>
        <div className={styles.actions}>
          <Upload
            id={id}
            customRequest={customRequest}
            accept={PICTURE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            disabled={disabled || uploading}
            beforeUpload={beforeUpload}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
              {uploading
                ? imageUploadText.uploading
                : value
                  ? imageUploadText.replace
                  : imageUploadText.upload}
            </Button>
          </Upload>
          {value && !disabled ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
              {imageUploadText.remove}
            </Button>
          ) : null}
        </div>
        <p className={styles.hint}>
          {imageUploadText.hint}
          {hint ? `；${hint}` : ''}
        </p>
      </div>
    </div>
  );
}
