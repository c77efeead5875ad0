import {
  KeyOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { maskPhone, provinceName } from '@pn/shared';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportPermissionGate } from '@/components/export-permission/export-permission-gate';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { paths } from '@/config/paths';
import { checkIdentityCode } from '@/lib/account/check-identity-code';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useUserInfo } from '@/lib/account/get-user-info';
import { errorMessageOf } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/message';
import { isPermitted } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { accountText as text, levelLabels, SECURITY_ACCOUNT_HELP } from '@/locales/zh-CN/account';
import styles from './account.module.css';

const orDash = (value: string | null | undefined) => value || text.notSet;

/**
 * 账号信息 (spec §3): the account's user info with the phone masked (characters 4–7),
 * the administrator level for admins, and the data-export permission application.
 */
export function AccountPage() {
  useDocumentTitle(pageTitle(text.accountTitle));
  const loginInfo = useSession((s) => s.loginInfo);
  const profile = useSession((s) => s.profile);
  const user = useUserInfo();
  const level = useLevelInfo();
  const { data: menus } = useMenus();
  const [telRevealed, setTelRevealed] = useState(false);
  const navigate = useNavigate();

  const tel = user.data?.tel || profile?.tel || '';
  const can = (url: string) => (menus ? isPermitted(menus.groups, url) : false);
  const isAdmin = level.data ? level.data.level !== null : false;

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card title={text.basicInfo}>
        {user.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <>
            {user.isError ? (
              <Alert
                type="warning"
                showIcon
                title={text.loadFailed}
                description={errorMessageOf(user.error)}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              styles={{ label: { width: 120 } }}
              items={[
                { key: 'account', label: text.loginAccount, children: loginInfo?.loginAccount },
                {
                  key: 'name',
                  label: text.realName,
                  children: profile?.realName || user.data?.name || loginInfo?.name,
                },
                {
                  key: 'tel',
                  label: text.tel,
                  children: (
                    <span className={styles.tel}>
                      <span data-testid="account-tel">{telRevealed ? tel : maskPhone(tel)}</span>
                      {tel && !telRevealed ? (
                        <IdentityVerifyPopover
                          onVerified={async (code) => {
                            try {
                              await checkIdentityCode(code);
                            } catch (error) {
                              toast.error(errorMessageOf(error));
                              throw error;
                            }
                            setTelRevealed(true);
                          }}
                        >
                          <Button type="link" size="small">
                            {text.showFullTel}
                          </Button>
                        </IdentityVerifyPopover>
                      ) : null}
                    </span>
                  ),
                },
                {
                  key: 'province',
                  label: text.province,
                  children: orDash(user.data?.provinceName),
                },
                { key: 'city', label: text.city, children: orDash(user.data?.cityName) },
                {
                  key: 'department',
                  label: text.department,
                  children: orDash(user.data?.department),
                },
                {
                  key: 'securityAccount',
                  label: (
                    <span className={styles.helpLabel}>
                      {text.securityAccount}
                      <Tooltip title={SECURITY_ACCOUNT_HELP} trigger={['hover', 'focus']}>
                        <QuestionCircleOutlined
                          className={styles.helpIcon}
                          tabIndex={0}
                          aria-label={text.securityAccountHelpLabel}
                        />
                      </Tooltip>
                    </span>
                  ),
                  children: orDash(user.data?.securityAccount),
                },
              ]}
            />
          </>
        )}
      </Card>

      {isAdmin && level.data ? (
        <Card title={text.adminInfo}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'level',
                label: text.adminLevel,
                children: levelLabels[level.data.level ?? -1] ?? '-',
              },
              {
                key: 'scope',
                label: text.adminScope,
                children: provinceName(level.data.beId) || level.data.beId || '-',
              },
              { key: 'area', label: text.areaCode, children: level.data.areaCode || '-' },
            ]}
          />
        </Card>
      ) : null}

      <Card title={text.security}>
        <div className={styles.actions}>
          <div className={styles.action}>
            <SafetyCertificateOutlined className={styles.actionIcon} />
            <div className={styles.actionBody}>
              <Typography.Text strong>{text.dataExport}</Typography.Text>
              <Typography.Paragraph type="secondary" className={styles.actionDetail}>
                {text.dataExportDetail}
              </Typography.Paragraph>
            </div>
            <ExportPermissionGate onPermitted={() => toast.success(text.exportPermitted)}>
              {(request, checking) => (
                <Button type="primary" ghost loading={checking} onClick={request}>
                  {text.applyExport}
                </Button>
              )}
            </ExportPermissionGate>
          </div>
          {can(paths.userChangePassword) ? (
            <div className={styles.action}>
              <KeyOutlined className={styles.actionIcon} />
              <div className={styles.actionBody}>
                <Typography.Text strong>{text.changePassword}</Typography.Text>
              </div>
              <Button onClick={() => void navigate(paths.userChangePassword)}>
                {text.goChange}
              </Button>
            </div>
          ) : null}
          {can(paths.userChangeMobile) ? (
            <div className={styles.action}>
              <MobileOutlined className={styles.actionIcon} />
              <div className={styles.actionBody}>
                <Typography.Text strong>{text.changeMobile}</Typography.Text>
                <Typography.Paragraph type="secondary" className={styles.actionDetail}>
                  {maskPhone(tel) || '-'}
                </Typography.Paragraph>
              </div>
              <Button onClick={() => void navigate(paths.userChangeMobile)}>{text.goChange}</Button>
            </div>
          ) : null}
        </div>
      </Card>
    </Space>
  );
}
