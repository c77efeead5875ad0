import { API_BASE } from '@pn/shared';
import { newRequestId } from './browser';

const CAPTCHA_PATH = 'user/account/generateVerifyCode';

/** A fresh id tying a captcha image to the form that answers it. */
export function newCaptchaUuid(): string {
  return newRequestId();
}

/** The captcha image (SVG) for `uuid`; a new uuid gives a new image. */
export function captchaImageUrl(uuid: string): string {
  return `${API_BASE}/${CAPTCHA_PATH}?uuid=${encodeURIComponent(uuid)}`;
}
