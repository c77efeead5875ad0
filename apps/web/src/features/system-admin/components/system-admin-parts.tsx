import { Badge, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { systemAdminText as text } from '../text';
import styles from './system-admin.module.css';

/** A `YYYY-MM-DD HH:mm:ss` time on two lines: the day, then the clock. */
export function TimeCell({ time }: { time: string }) {
  if (!time) return <>{text.none}</>;
  const [day, clock] = time.split(' ');
  return (
    <span className={styles.time}>
      {day}
      <br />
      {clock}
    </span>
  );
}

/** An API path that wraps only after its slashes, never inside a word. */
export function PathText({ path }: { path: string }) {
  const parts = path.split('/');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** The day-range filter (`range`) of a log list; days after today cannot be picked. */
export function DateRangeFilter({ label }: { label: string }) {
  return (
    <Form.Item name="range" label={label}>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[text.startPlaceholder, text.endPlaceholder]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      />
    </Form.Item>
  );
}

/** Succeeded or failed, with what failed when told. */
export function OutcomeBadge({ success, failure }: { success: boolean; failure?: string }) {
  return success ? (
    <Badge status="success" text={text.success} />
  ) : (
    <Badge status="error" text={failure ?? text.failure} />
  );
}

/** Select options from a code → label table. */
export function optionsOf<K extends string | number>(
  labels: Readonly<Record<K, string>>,
  parse: (key: string) => K,
): { value: K; label: string }[] {
  return Object.entries<string>(labels).map(([key, label]) => ({ value: parse(key), label }));
}

/** The 成功/失败 options of an outcome filter. */
export const OUTCOME_OPTIONS = [
  { value: 'true', label: text.success },
  { value: 'false', label: text.failure },
];

export { styles as systemAdminStyles };
