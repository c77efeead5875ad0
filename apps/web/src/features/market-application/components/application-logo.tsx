import styles from './application-logo.module.css';

interface ApplicationLogoProps {
  src: string;
  name: string;
  /** large: the detail card (96 px, 64 px on narrow screens); small: a list card (56 px). */
  size: 'large' | 'small';
  /** The logo says nothing the name beside it does not: leave it out of the reading. */
  decorative?: boolean;
}

/** An application's logo, or its first character on the brand gradient when it has none. */
export function ApplicationLogo({ src, name, size, decorative = false }: ApplicationLogoProps) {
  const box = size === 'large' ? styles.large : styles.small;
  if (!src) {
    return (
      <span className={`${styles.fallback} ${box}`} aria-hidden="true">
        {Array.from(name.trim())[0] ?? '应'}
      </span>
    );
  }
  const px = size === 'large' ? 96 : 56;
  return (
    <img
      className={`${styles.logo} ${box}`}
      src={src}
      alt={decorative ? '' : `${name}图标`}
      width={px}
      height={px}
      loading={size === 'small' ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
