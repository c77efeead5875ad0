import { SIM_LIMITS, SimMessages } from '@pn/shared';
import { Alert, Input, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { parseMsisdnList } from './msisdn-list';
import styles from './tariff.module.css';

/** Invalid entries listed one by one before the rest is summed up. */
const SHOWN_INVALID = 20;

interface MsisdnListInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
}

/**
 * A pasted MSISDN list (one per line, or separated by commas) with what it holds: the
 * valid numbers, repeated ones dropped, and every invalid entry with its line.
 */
export function MsisdnListInput({
  id,
  value,
  onChange,
  placeholder,
  rows = 6,
}: MsisdnListInputProps) {
  const deferred = useDeferredValue(value);
  const parsed = useMemo(() => parseMsisdnList(deferred), [deferred]);
  const typed = deferred.trim() !== '';
  const summaryId = `${id}-summary`;

  return (
    <div className={styles.msisdnInput}>
      <Input.TextArea
        id={id}
        value={value}
        rows={rows}
        aria-label="MSISDN列表"
        aria-describedby={summaryId}
        aria-invalid={typed && parsed.error !== null}
        status={typed && parsed.invalid.length > 0 ? 'error' : undefined}
        placeholder={
          placeholder ??
          `每行一个11位MSISDN，或用逗号分隔，单次最多${SIM_LIMITS.bulkMax.toLocaleString('zh-CN')}个`
        }
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={summaryId} className={styles.msisdnSummary} aria-live="polite">
        {typed ? (
          <Typography.Text type={parsed.error ? 'danger' : 'secondary'}>
            有效号码 <b data-testid="msisdn-valid-count">{parsed.valid.length}</b> 个
            {parsed.duplicates > 0 ? `，重复 ${parsed.duplicates} 个已忽略` : ''}
            {parsed.invalid.length > 0 ? `，格式错误 ${parsed.invalid.length} 个` : ''}
            {parsed.error && parsed.invalid.length === 0 ? `，${parsed.error}` : ''}
          </Typography.Text>
        ) : null}
      </div>
      {typed && parsed.invalid.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`以下号码有误：${SimMessages.MSISDN_INVALID}`}
          description={
            <ul className={styles.invalidList}>
              {parsed.invalid.slice(0, SHOWN_INVALID).map((e) => (
                <li key={`${e.line}-${e.value}`}>
                  第{e.line}行：{e.value}
                </li>
              ))}
              {parsed.invalid.length > SHOWN_INVALID ? (
                <li>…等共 {parsed.invalid.length} 个</li>
              ) : null}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
