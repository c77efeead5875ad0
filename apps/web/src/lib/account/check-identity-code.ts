import { authApi } from '@/lib/api-client';

const CHECK_IDENTITY_CODE_PATH = 'sm/sysOperStandardLog/phone/checkVerifiCode';

/** Checks (and uses up) an identity code sent by getIdentityCode; rejects when it is wrong. */
export async function checkIdentityCode(code: string): Promise<void> {
  await authApi.post<{ verified: boolean }>(CHECK_IDENTITY_CODE_PATH, { code });
}
