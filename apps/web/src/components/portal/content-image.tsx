import { useState } from 'react';
import styles from './portal.module.css';

interface ContentImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box (aspect ratio) so nothing shifts when it loads. */
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold pictures load eagerly. */
  eager?: boolean;
}

/**
 * A content picture: lazy-loaded, decoded off the main thread, in a box of fixed aspect
 * ratio; a missing or broken picture shows a neutral placeholder instead of a broken icon.
 */
export function ContentImage({ src, alt, width, height, className, eager }: ContentImageProps) {
  const [broken, setBroken] = useState(false);
  const frame = className ? `${styles.imageFrame} ${className}` : styles.imageFrame;
  return (
    <span className={frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span
          className={styles.imagePlaceholder}
          // A decorative picture (alt "") stays silent when it is missing.
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        />
      )}
    </span>
  );
}
