import { Button, Tooltip, type ButtonProps } from 'antd';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { visitorText as text } from '@/locales/zh-CN/visitor';
import { useReadOnly } from './read-only';
import styles from './read-only.module.css';

/** Why a write is unavailable in the visitor console, with the invitation to register. */
export function ReadOnlyTip() {
  return (
    <span>
      {text.readOnlyTip}
      <Link to={paths.registCustomer} className={styles.tipLink}>
        {text.register}
      </Link>
    </span>
  );
}

/**
 * One write control: business handling, tariff change, group and rule edits, event
 * handling, export, identity verification. In a read-only area it is disabled, and a
 * tooltip (on hover and on keyboard focus) says why and invites the visitor to register;
 * elsewhere it renders as it is.
 */
export function WriteGuard({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const readOnly = useReadOnly();
  const tipId = useId();
  if (!readOnly) return children;
  return (
    <Tooltip title={<ReadOnlyTip />} trigger={['hover', 'focus']}>
      {/* A disabled control gets no pointer events: the wrapper takes them. */}
      <span className={styles.guard} tabIndex={0} aria-describedby={tipId} data-read-only="">
        {cloneElement(children, { disabled: true })}
        <span id={tipId} hidden>
          {text.readOnlyTip}
        </span>
      </span>
    </Tooltip>
  );
}

interface WriteButtonProps extends ButtonProps {
  /** Outside read-only areas: a tooltip, e.g. why the button is disabled now. */
  tip?: ReactNode;
}

/** A button that writes: WriteGuard around an antd Button, with its own tooltip elsewhere. */
export function WriteButton({ tip, ...props }: WriteButtonProps) {
  const readOnly = useReadOnly();
  const button = <Button {...props} />;
  if (readOnly) return <WriteGuard>{button}</WriteGuard>;
  return <Tooltip title={tip}>{button}</Tooltip>;
}
