import { RESEND_COUNTDOWN_S } from '@pn/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import type { SmsSent } from '@/lib/sms';
import { useCountdown } from '@/lib/use-countdown';
import { smsText } from '@/locales/zh-CN/account';

interface SmsCodeButtonProps {
  /**
   * Sends the code. Resolve `false` when nothing was sent (e.g. the phone field is
   * invalid), or the server's answer (its resend wait sets the countdown); a rejection is
   * shown to the user unless it is a form validation error.
   */
  onSend: () => Promise<boolean | void | SmsSent>;
  /** Shown after sending instead of 验证码已发送. */
  sentMessage?: (result: void) => string;
  disabled?: boolean;
}

function isValidationError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}

/** 获取验证码 with the resend countdown: the server's wait, else 60 s (RESEND_COUNTDOWN_S). */
export function SmsCodeButton({ onSend, disabled }: SmsCodeButtonProps) {
  const countdown = useCountdown(RESEND_COUNTDOWN_S);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent === false) return;
      countdown.start(typeof sent === 'object' ? sent.resendSeconds : undefined);
      toast.success(smsText.sent);
    } catch (error) {
      if (!isValidationError(error)) showActionError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || countdown.running}
      style={{ minWidth: 128 }}
    >
      {countdown.running ? smsText.resend(countdown.remaining) : smsText.send}
    </Button>
  );
}
