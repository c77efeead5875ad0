import { Messages, RESEND_COUNTDOWN_S, SPINNER_MS } from '@pn/shared';
import { Button, Input, Popover, Space } from 'antd';
import { useState, type ReactElement } from 'react';
import { useReadOnly } from '@/components/read-only/read-only';
import { WriteGuard } from '@/components/read-only/write-guard';
import { getIdentityCode } from '@/lib/account/get-identity-code';
import { toast } from '@/lib/message';
import { useCountdown } from '@/lib/use-countdown';
import { smsText, verifyText as text } from '@/locales/zh-CN/account';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface IdentityVerifyPopoverProps {
  /** Runs with the code the user typed; reject to keep the popover open. */
  onVerified: (code: string) => void | Promise<void>;
  /** The control that opens the popover. */
  children: ReactElement<{ disabled?: boolean }>;
  /**
   * Checked before the popover opens (e.g. the form's validation): nobody is asked for a
   * code, nor texted one, while what they are about to confirm is still invalid.
   */
  beforeOpen?: () => boolean | Promise<boolean>;
}

/**
 * Spec §4 identity verification: 获取验证码 texts a code to the user's own phone (the
 * button spins at least 1 s, then counts down 60 s; a failed fetch only stops the
 * spinner); 确定 runs the callback and shows 验证成功!. It guards a write, so in a read-only
 * area (the visitor console) its control is disabled instead (WriteGuard).
 */
export function IdentityVerifyPopover({
  onVerified,
  children,
  beforeOpen,
}: IdentityVerifyPopoverProps) {
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [fetching, setFetching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_S);

  const fetchCode = async () => {
    setFetching(true);
    try {
      const [result] = await Promise.allSettled([getIdentityCode(), wait(SPINNER_MS)]);
      if (result.status === 'fulfilled') countdown.start(result.value.resendSeconds);
    } finally {
      setFetching(false);
    }
  };

  const confirm = async () => {
    if (!code.trim()) {
      setError(Messages.VERIFY_CODE_REQUIRED);
      return;
    }
    setConfirming(true);
    try {
      await onVerified(code.trim());
      toast.success(Messages.VERIFY_OK);
      setOpen(false);
      setCode('');
    } catch {
      // The callback reported its own failure; let the user try again.
    } finally {
      setConfirming(false);
    }
  };

  const content = (
    <div style={{ width: 280 }}>
      <p style={{ margin: '0 0 12px', color: '#5b6b82' }}>{text.detail}</p>
      <Space.Compact block>
        <Input
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError('');
          }}
          onPressEnter={() => void confirm()}
          placeholder={text.placeholder}
          maxLength={8}
          status={error ? 'error' : undefined}
          aria-label={text.placeholder}
          autoComplete="one-time-code"
        />
        <Button onClick={() => void fetchCode()} loading={fetching} disabled={countdown.running}>
          {countdown.running ? `${countdown.remaining}s` : smsText.send}
        </Button>
      </Space.Compact>
      {error ? (
        <div role="alert" style={{ marginTop: 4, color: '#ff4d4f', fontSize: 12 }}>
          {error}
        </div>
      ) : null}
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Button type="primary" size="small" loading={confirming} onClick={() => void confirm()}>
          {text.confirm}
        </Button>
      </div>
    </div>
  );

  if (readOnly) return <WriteGuard>{children}</WriteGuard>;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next || !beforeOpen) {
          setOpen(next);
          return;
        }
        void Promise.resolve(beforeOpen()).then((ready) => ready && setOpen(true));
      }}
      trigger="click"
      title={text.title}
      content={content}
      placement="bottomLeft"
    >
      {children}
    </Popover>
  );
}
