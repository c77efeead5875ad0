import {
  DIALOG_WIDTH,
  MENU_ADMIN_LIMITS,
  MenuFormSchema,
  PROVINCES,
  type MenuAdminItem,
} from '@pn/shared';
import {
  AutoComplete,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Switch,
  TreeSelect,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { hasMenuIcon, MENU_ICON_NAMES, MenuIcon } from '@/components/menu-icon';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import type { KnownScreen } from '@/lib/menu-tree';
import { toast } from '@/lib/message';
import { useCreateSystemMenu } from '../api/create-system-menu';
import { useUpdateSystemMenu } from '../api/update-system-menu';
import { menuAdminText as text } from '../text';
import {
  lacksScreen,
  menuFormOf,
  newMenuForm,
  parentChoices,
  type MenuFormValues,
  type MenuTreeNode,
} from '../utils/menu-admin';
import { systemAdminStyles as styles } from './system-admin-parts';

/** What the editor is open for: a new entry (under a preset parent or one to pick), or one entry. */
export type MenuEditing =
  { mode: 'create'; parent?: MenuAdminItem } | { mode: 'edit'; item: MenuTreeNode };

const field = (name: keyof MenuFormValues) => zodField(MenuFormSchema, name);

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.beId, label: p.name }));
const ICON_OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span className={styles.menuName}>
      <MenuIcon name={name} />
      {name}
    </span>
  ),
}));

interface MenuEditorDialogProps {
  editing: MenuEditing;
  /** The flat catalogue (sibling orders) and its tree (parent choices). */
  items: readonly MenuAdminItem[];
  tree: readonly MenuTreeNode[];
  known: KnownScreen;
  onClose: () => void;
  /** After a save: the parent the entry is under now. */
  onSaved: (parentId: string) => void;
}

/**
 * The menu editor (a dialog): 上级菜单, 名称, 地址, 排序, 打开方式, 下方分隔线, 隐藏, 图标
 * with its preview, 不开放的省份. Checked with the shared schema; an in-app address with no
 * screen in this build is pointed out before saving.
 */
export function MenuEditorDialog({
  editing,
  items,
  tree,
  known,
  onClose,
  onSaved,
}: MenuEditorDialogProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const create = useCreateSystemMenu();
  const update = useUpdateSystemMenu();
  const existing = editing.mode === 'edit' ? editing.item : undefined;
  const parent = editing.mode === 'create' ? editing.parent : undefined;
  // The first values only: a catalogue refresh while the dialog is open leaves the form alone.
  const [initial] = useState(() =>
    existing ? menuFormOf(existing) : newMenuForm(items, parent?.id),
  );
  const choices = useMemo(
    // An entry keeps its group when it moves: an edit stays within it.
    () => parentChoices(tree, existing ? { exclude: existing.id, group: existing.group } : {}),
    [tree, existing],
  );
  const icon = Form.useWatch('icon', form) ?? '';
  const portalUrl = Form.useWatch('portalUrl', form) ?? '';
  const navigateMethod = Form.useWatch('navigateMethod', form) ?? 1;
  const noScreen =
    portalUrl.trim().startsWith('/') &&
    lacksScreen(
      { kind: 'menu', portalUrl: portalUrl.trim(), navigateMethod, children: existing?.children },
      known,
    );
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    let values: MenuFormValues;
    try {
      values = await validateForm(form);
    } catch {
      return; // The form shows what is wrong.
    }
    const body = parseForm(MenuFormSchema, values);
    try {
      if (existing) await update.mutateAsync({ id: existing.id, form: body });
      else await create.mutateAsync(body);
      toast.success(text.saved);
      onSaved(body.parentId);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };

  const title = existing
    ? text.editTitle(existing.name)
    : parent
      ? text.createChildTitle(parent.name)
      : text.createTitle;

  return (
    <Modal
      open
      title={title}
      width={DIALOG_WIDTH.advice}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MenuFormValues> form={form} name="menuEditor" layout="vertical" initialValues={initial}>
        <Form.Item
          name="parentId"
          label={text.parent}
          extra={existing ? text.parentSameGroup : undefined}
          {...field('parentId')}
        >
          <TreeSelect
            treeData={choices}
            placeholder={text.parentPlaceholder}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandedKeys={initial.parentId ? [initial.parentId] : []}
            popupMatchSelectWidth
          />
        </Form.Item>
        <Form.Item name="name" label={text.name} {...field('name')}>
          <Input maxLength={MENU_ADMIN_LIMITS.nameMax} showCount />
        </Form.Item>
        <Form.Item
          name="portalUrl"
          label={text.url}
          extra={
            noScreen ? (
              <Typography.Text type="warning" role="status">
                {text.urlNoScreen}
              </Typography.Text>
            ) : (
              text.urlHelp
            )
          }
          {...field('portalUrl')}
        >
          <Input maxLength={MENU_ADMIN_LIMITS.portalUrlMax} placeholder={text.urlPlaceholder} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item
              name="orderId"
              label={text.order}
              extra={text.orderHelp}
              {...field('orderId')}
            >
              <InputNumber
                min={0}
                max={MENU_ADMIN_LIMITS.orderMax}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item
              name="navigateMethod"
              label={text.navigateMethod}
              {...field('navigateMethod')}
            >
              <Radio.Group
                options={[
                  { value: 1, label: text.inApp },
                  { value: 2, label: text.newTab },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} sm={10}>
            <Form.Item name="isBorderBottom" label={text.divider} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} sm={14}>
            <Form.Item
              name="hidden"
              label={text.hidden}
              valuePropName="checked"
              extra={text.hiddenHelp}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="icon"
          label={text.icon}
          extra={icon && !hasMenuIcon(icon) ? text.iconFallback : undefined}
          {...field('icon')}
        >
          <AutoComplete
            options={ICON_OPTIONS}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            allowClear
            placeholder={text.iconPlaceholder}
            prefix={
              <span className={styles.iconPreview} role="img" aria-label={text.iconPreview}>
                {icon ? <MenuIcon name={icon} /> : null}
              </span>
            }
          />
        </Form.Item>
        <Form.Item
          name="excludedProvinces"
          label={text.provinces}
          extra={text.provincesHelp}
          {...field('excludedProvinces')}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={text.provincesPlaceholder}
            options={PROVINCE_OPTIONS}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
