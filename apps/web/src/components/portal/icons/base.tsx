import type { CSSProperties } from 'react';
import './icons.css';

export interface IconProps {
  className?: string;
  style?: CSSProperties;
  /** Icons are decorative unless labelled. */
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
}

const DEFAULT_VIEW_BOX = '64 64 896 896';

/** An icon component drawing the given SVG paths in the current text colour, 1em square. */
export function icon(name: string, d: readonly string[], viewBox = DEFAULT_VIEW_BOX) {
  function PortalIcon({ className, style, ...aria }: IconProps) {
    const label = aria['aria-label'];
    return (
      <span
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : (aria['aria-hidden'] ?? true)}
        className={className ? `pn-icon ${className}` : 'pn-icon'}
        style={style}
      >
        <svg viewBox={viewBox} focusable="false" width="1em" height="1em" fill="currentColor">
          {d.map((path) => (
            <path key={path} d={path} />
          ))}
        </svg>
      </span>
    );
  }
  PortalIcon.displayName = name;
  return PortalIcon;
}
