import { CONTENT_LIMITS } from '@pn/shared';
import { Input } from 'antd';
import { ImageUpload } from '@/components/admin/image-upload';
import { industryAdminText as text } from '../text';
import styles from './industry-admin.module.css';

interface PictureFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  alt: string;
  hint?: string;
}

/**
 * A picture given either by uploading it or by its address (a path on this site such as
 * the platform's own `/images/…` icons, or an https link).
 */
export function PictureField({ id, value = '', onChange, alt, hint }: PictureFieldProps) {
  return (
    <div className={styles.picture}>
      <ImageUpload id={id} value={value} onChange={onChange} alt={alt} hint={hint} />
      <label className={styles.picturePath}>
        <span>{text.picturePath}</span>
        <Input
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={text.picturePathPlaceholder}
          allowClear
          maxLength={CONTENT_LIMITS.url}
        />
      </label>
    </div>
  );
}
