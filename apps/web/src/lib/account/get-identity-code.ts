import { authApi } from '@/lib/api-client';

const IDENTITY_CODE_PATH = 'sm/sysOperStandardLog/phone/getVerifiCode';

/**
 * Spec §7 identity code: texts a code to the logged-in user's own phone and answers the
 * masked number it went to.
 */
export async function getIdentityCode(): Promise<{ tel: string; resendSeconds?: number }> {
  const result = await authApi.post<{ tel?: string; resendSeconds?: number } | null>(
    IDENTITY_CODE_PATH,
    {},
  );
  return { tel: result?.tel ?? '', resendSeconds: result?.resendSeconds };
}
