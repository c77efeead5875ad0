import { BANDWIDTH_SEGMENTS, BANDWIDTH_UNIT } from '@pn/shared';
import type { KeyboardEvent } from 'react';
import styles from './bandwidth-slider.module.css';

/**
 * The level after a click on segment `clicked` (1…segments): clicking the segment equal to
 * the current level lowers it by one step, any other sets that level (spec §4).
 */
export function nextLevel(current: number, clicked: number): number {
  return clicked === current ? Math.max(current - 1, 0) : clicked;
}

export interface BandwidthSliderProps {
  /** Field name, passed back with every change. */
  name?: string;
  /** Level 0 (none) … segments. */
  value?: number;
  onChange?: (value: number, name: string) => void;
  /** The value of each segment, from the lowest; six by default (spec §9). */
  marks: readonly number[];
  unit?: string;
  /** Multiplier of each mark for display (spec: default scale 1). */
  scale?: number;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The six-segment bandwidth slider: a row of segments filled up to the chosen level, each
 * labelled with its bandwidth. Arrow keys, Home and End move it from the keyboard.
 */
export function BandwidthSlider({
  name = 'bandwidth',
  value = 0,
  onChange,
  marks,
  unit = BANDWIDTH_UNIT,
  scale = 1,
  disabled = false,
  id,
  'aria-label': ariaLabel = '带宽',
}: BandwidthSliderProps) {
  const segments = marks.slice(0, BANDWIDTH_SEGMENTS);
  const set = (level: number) => {
    if (disabled || level === value) return;
    onChange?.(level, name);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: segments.length,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    set(Math.min(Math.max(to, 1), segments.length));
  };
  const current = value > 0 ? segments[value - 1] : undefined;
  return (
    <div
      id={id}
      className={styles.slider}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={ariaLabel}
      aria-valuemin={1}
      aria-valuemax={segments.length}
      aria-valuenow={value}
      aria-valuetext={current !== undefined ? `${current * scale} ${unit}` : '未选择'}
      aria-disabled={disabled}
      onKeyDown={onKeyDown}
    >
      {segments.map((mark, i) => {
        const level = i + 1;
        return (
          <button
            key={level}
            type="button"
            tabIndex={-1}
            disabled={disabled}
            className={level <= value ? `${styles.segment} ${styles.filled}` : styles.segment}
            data-level={level}
            aria-pressed={level === value}
            onClick={() => {
              if (!disabled) onChange?.(nextLevel(value, level), name);
            }}
          >
            <span className={styles.bar} />
            <span className={styles.label}>
              {mark * scale}
              <small> {unit}</small>
            </span>
          </button>
        );
      })}
    </div>
  );
}
