import {
  SubAccountCreateSchema,
  SubAccountGrantSchema,
  type SubAccountCreateInput,
  type SubAccountItem,
} from '@pn/shared';
import { Badge, Button, Card, Form, Grid, Input, Select, Space, Tag, TreeSelect } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { PhoneCodeFields } from '@/components/forms/phone-code-fields';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { sendSmsCode } from '@/lib/sms';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useOrgTree } from '../api/organization';
import { useRoles } from '../api/roles';
import {
  useChangeSubAccountState,
  useCreateSubAccount,
  useDeleteSubAccount,
  useGrantSubAccount,
  useResetSubAccountPassword,
  useSubAccounts,
} from '../api/sub-accounts';
import { subAccountText as text } from '../text';
import { FormDialog } from '@/components/forms/form-dialog';
import { orgOptions } from './org-options';

const FILTERS = {
  keyword: filterParam.text(32),
  status: filterParam.oneOf([0, 1] as const),
  orgId: filterParam.matching(/^\d{1,12}$/),
  roleId: filterParam.matching(/^\d{1,12}$/),
};
type Filters = FiltersOf<typeof FILTERS>;

const STATUS_OPTIONS = [
  { value: 1, label: text.enabled },
  { value: 0, label: text.disabled },
];

/** The node and role pickers of the create and grant dialogs. */
function GrantFields() {
  const tree = useOrgTree();
  const roles = useRoles();
  const grant = (field: 'orgId' | 'roleIds') => zodField(SubAccountGrantSchema, field);
  return (
    <>
      <Form.Item
        name="orgId"
        label={text.org}
        extra={text.orgHelp}
        rules={grant('orgId').rules}
        // A narrowed manager must place the account in its own subtree.
        required={tree.data?.rootId !== null && tree.data?.rootId !== undefined}
      >
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={text.wholeEnterprise}
          loading={tree.isLoading}
          treeData={orgOptions(tree.data?.nodes ?? [])}
        />
      </Form.Item>
      <Form.Item
        name="roleIds"
        label={text.role}
        extra={text.rolesHelp}
        rules={grant('roleIds').rules}
      >
        <Select
          mode="multiple"
          allowClear
          loading={roles.isLoading}
          placeholder={text.noRole}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({
            value: r.id,
            label: r.readOnly ? `${r.name}（只读）` : r.name,
          }))}
        />
      </Form.Item>
    </>
  );
}

type CreateValues = SubAccountCreateInput;

function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateSubAccount();
  const field = (name: keyof CreateValues) => zodField(SubAccountCreateSchema, name);

  const submit = async () => {
    const values = await validateForm(form);
    try {
      await create.mutateAsync({
        ...values,
        orgId: values.orgId ?? null,
        roleIds: values.roleIds ?? [],
      });
      toast.success(text.created);
      form.resetFields();
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={text.createTitle}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      forceRender
    >
      <Form<CreateValues> form={form} layout="vertical" name="subAccountCreate">
        <Form.Item name="loginAccount" label={text.loginAccount} {...field('loginAccount')}>
          <Input placeholder={text.loginAccountPlaceholder} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="realName" label={text.realName} {...field('realName')}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <PhoneCodeFields
          schema={SubAccountCreateSchema}
          labels={{
            tel: text.tel,
            telPlaceholder: text.tel,
            code: text.code,
            codePlaceholder: text.codeHelp,
          }}
          onSend={async () => {
            await form.validateFields(['tel']);
            return sendSmsCode('subAccount', String(form.getFieldValue('tel')).trim());
          }}
        />
        <GrantFields />
      </Form>
    </FormDialog>
  );
}

function GrantDialog({ item, onClose }: { item: SubAccountItem | null; onClose: () => void }) {
  const [form] = Form.useForm<{ orgId?: number | null; roleIds?: number[] }>();
  const grant = useGrantSubAccount();
  const submit = async () => {
    if (!item) return;
    const values = await validateForm(form);
    try {
      await grant.mutateAsync({
        id: item.id,
        orgId: values.orgId ?? null,
        roleIds: values.roleIds ?? [],
      });
      toast.success(text.granted);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <FormDialog
      open={item !== null}
      title={item ? text.grantTitle(item.loginAccount) : ''}
      pending={grant.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {item ? (
        <Form
          form={form}
          layout="vertical"
          name="subAccountGrant"
          initialValues={{ orgId: item.orgId ?? undefined, roleIds: item.roles.map((r) => r.id) }}
        >
          <GrantFields />
        </Form>
      ) : null}
    </FormDialog>
  );
}

/**
 * 子账号管理: the enterprise's sub-accounts with node, role, state and keyword filters;
 * create (phone-verified), grant (node and roles), enable or disable, reset the password
 * and delete, each destructive step after a confirmation. The server decides who may.
 */
export function SubAccountPage() {
  const confirm = useAdminConfirm();
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { orgId, roleId, ...rest } = listQuery.query;
  const list = useSubAccounts({
    ...rest,
    orgId: orgId ? Number(orgId) : undefined,
    roleId: roleId ? Number(roleId) : undefined,
  });
  const tree = useOrgTree();
  const roles = useRoles();
  const changeState = useChangeSubAccountState();
  const resetPassword = useResetSubAccountPassword();
  const remove = useDeleteSubAccount();
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<SubAccountItem | null>(null);
  const screens = Grid.useBreakpoint();

  const columns: ColumnsType<SubAccountItem> = [
    {
      title: text.colAccount,
      key: 'account',
      render: (_, item) => (
        <Space direction="vertical" size={0}>
          <strong>{item.loginAccount}</strong>
          <span>{item.realName}</span>
        </Space>
      ),
    },
    { title: text.colTel, dataIndex: 'tel' },
    {
      title: text.colOrg,
      dataIndex: 'orgName',
      render: (name: string) => name || text.wholeEnterprise,
    },
    {
      title: text.colRoles,
      key: 'roles',
      render: (_, item) =>
        item.roles.length ? (
          <Space size={[0, 4]} wrap>
            {item.roles.map((r) => (
              <Tag key={r.id} color={r.readOnly ? 'default' : 'blue'}>
                {r.name}
              </Tag>
            ))}
          </Space>
        ) : (
          text.noRole
        ),
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      render: (status: number) => (
        <Badge
          status={status === 1 ? 'success' : 'default'}
          text={status === 1 ? text.enabled : text.disabled}
        />
      ),
    },
    {
      title: text.colLastLogin,
      dataIndex: 'lastLoginTime',
      render: (time: string) => time || text.never,
    },
    {
      title: text.colActions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setGranting(item)}>
            {text.grant}
          </Button>
          <Button
            type="link"
            size="small"
            danger={item.status === 1}
            onClick={() =>
              confirm({
                title:
                  item.status === 1
                    ? text.disableTitle(item.loginAccount)
                    : text.enableTitle(item.loginAccount),
                content: item.status === 1 ? text.disableContent : text.enableContent,
                danger: item.status === 1,
                onConfirm: () =>
                  changeState.mutateAsync({ id: item.id, status: item.status === 1 ? 0 : 1 }),
                success: item.status === 1 ? text.stateDisabled : text.stateEnabled,
              })
            }
          >
            {item.status === 1 ? text.disable : text.enable}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() =>
              confirm({
                title: text.resetTitle(item.loginAccount),
                content: text.resetContent(item.tel),
                danger: true,
                onConfirm: () => resetPassword.mutateAsync(item.id),
                success: text.passwordReset,
              })
            }
          >
            {text.resetPassword}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: text.removeTitle(item.loginAccount),
                content: text.removeContent,
                danger: true,
                onConfirm: () => remove.mutateAsync(item.id),
                success: text.removed,
              })
            }
          >
            {text.remove}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="subAccountFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: text.add, onClick: () => setCreating(true) }}
        >
          <Form.Item name="orgId" label={text.org}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              style={{ width: 180 }}
              placeholder={text.orgPlaceholder}
              treeData={orgOptions(tree.data?.nodes ?? [], true)}
            />
          </Form.Item>
          <FilterSelect
            name="roleId"
            label={text.role}
            placeholder={text.rolePlaceholder}
            width={160}
            options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={32} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<SubAccountItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
      <GrantDialog
        key={granting?.id ?? 'closed'}
        item={granting}
        onClose={() => setGranting(null)}
      />
    </div>
  );
}
