import { PictureOutlined } from '@ant-design/icons';
import styles from './industry-admin.module.css';

/** A small picture of a table row, or a placeholder when there is none. */
export function Thumb({
  src,
  width = 40,
  height = 40,
}: {
  src: string;
  width?: number;
  height?: number;
}) {
  if (!src) {
    return (
      <span className={styles.noThumb} style={{ width, height }} aria-hidden>
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      style={{ width, height }}
    />
  );
}
