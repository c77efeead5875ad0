import type { ApplyExportPermissionInput } from '@pn/shared';
import { authApi } from '@/lib/api-client';

const PERMISSION_PATH = 'user/vault/permission';
const APPLY_PATH = 'user/vault/applyPermission';
const USER_CENTER_EDIT_PATH = 'user/account/userCenter/edit';

export type ExportPermissionState = 'none' | 'pending' | 'approved' | 'rejected';

export interface ExportPermission {
  status: ExportPermissionState;
  approverName?: string;
  approverTel?: string;
  /** The approver's reason, after a rejection. */
  remark?: string;
}

/** Whether the account may export data, or where its application stands. */
export function getExportPermission(): Promise<ExportPermission> {
  return authApi.get<ExportPermission>(PERMISSION_PATH);
}

/**
 * Applies for the data-export permission. Status '0' answers the approver; status '1'
 * (already applied) rejects with an ApiError of status '1'.
 */
export function applyExportPermission(
  input: ApplyExportPermissionInput,
): Promise<{ approverName: string; approverTel: string }> {
  return authApi.post(APPLY_PATH, input);
}

/** Saves the 4A account and/or department; send only the fields that were missing. */
export function editUserCenter(patch: { securityAccount?: string; department?: string }) {
  return authApi.patch(USER_CENTER_EDIT_PATH, patch);
}
