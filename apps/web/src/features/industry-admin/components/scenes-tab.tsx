import { PlusOutlined } from '@ant-design/icons';
import {
  DIALOG_WIDTH,
  PAGE_SIZE_OPTIONS,
  SceneStatus,
  type SceneItem,
  type SceneListQuery,
} from '@pn/shared';
import { App, Badge, Button, Form, Grid, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect } from 'react';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import {
  useAllIndustries,
  useRemoveScene,
  useSaveScene,
  useScenePage,
  useSceneDetail,
} from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { filterKeyOf, useAddressForm } from '../utils/address-form';
import { industryScreenParams, patchSearch, sceneIdOf } from '../utils/screen-params';
import styles from './industry-admin.module.css';
import { SceneEditorDrawer } from './scene-editor-drawer';
import { Thumb } from './thumb';
import type { UpdateSearch } from './types';

interface SceneFilterValues {
  keyword?: string;
  industryId?: string;
  status?: number;
}

const FILTER_KEYS = ['keyword', 'industryId', 'status'] as const;

const STATUS_OPTIONS = [
  { value: SceneStatus.ENABLED, label: text.enabled },
  { value: SceneStatus.DISABLED, label: text.disabled },
];

interface ScenesTabProps {
  search: URLSearchParams;
  query: SceneListQuery;
  edit: string | null;
  update: UpdateSearch;
}

/** The application scenes: filters, a paged table, the editor drawer, state and delete. */
export function ScenesTab({ search, query, edit, update }: ScenesTabProps) {
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const scenes = useScenePage(query);
  const industries = useAllIndustries();
  const save = useSaveScene();
  const remove = useRemoveScene();
  const sceneId = sceneIdOf(edit);
  const detail = useSceneDetail(sceneId);
  const [filters] = Form.useForm<SceneFilterValues>();

  const fill = useCallback(
    (address: URLSearchParams) => {
      const { keyword, industryId, status } = industryScreenParams(address).scenes;
      filters.setFieldsValue({ keyword, industryId, status });
    },
    [filters],
  );
  const markOwn = useAddressForm(filterKeyOf(search, FILTER_KEYS), fill);

  /** A change of filters made by the form, which already shows it. */
  const filter = (patch: Record<string, string | number | undefined>) => {
    markOwn(filterKeyOf(patchSearch(search, patch), FILTER_KEYS));
    update(patch);
  };

  useEffect(() => {
    if (!detail.isError) return;
    toast.warning(errorMessageOf(detail.error, text.sceneNotFound));
    update({ edit: undefined }, { replace: true });
  }, [detail.isError, detail.error, update]);

  const industryOptions = (industries.data ?? []).map((i) => ({ value: i.id, label: i.name }));

  const changeStatus = (item: SceneItem, status: number) =>
    save
      .mutateAsync({
        id: item.id,
        name: item.name,
        industryId: item.industryId,
        description: item.description,
        picture: item.picture,
        sortNum: item.sortNum,
        status,
      })
      .then(() => toast.success(text.statusChanged(status === SceneStatus.ENABLED)))
      .catch((error: unknown) => showActionError(error));

  const confirmDisable = (item: SceneItem) =>
    modal.confirm({
      title: text.disableSceneTitle,
      content: text.disableSceneContent,
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      cancelText: text.confirmCancel,
      onOk: () => changeStatus(item, SceneStatus.DISABLED),
    });

  const confirmRemove = (item: SceneItem) =>
    modal.confirm({
      title: text.removeSceneTitle,
      content: text.removeSceneContent(item.name),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        remove.mutateAsync(item.id).then(
          () => toast.success(text.removed),
          (error: unknown) => showActionError(error),
        ),
    });

  const columns: ColumnsType<SceneItem> = [
    {
      title: text.colPicture,
      dataIndex: 'picture',
      width: 96,
      render: (picture: string) => <Thumb src={picture} width={64} height={40} />,
    },
    {
      title: text.colScene,
      dataIndex: 'name',
      render: (name: string) => <span className={styles.name}>{name}</span>,
    },
    { title: text.industry, dataIndex: 'industryName' },
    {
      title: text.colDescription,
      dataIndex: 'description',
      render: (description: string) =>
        description ? (
          <Typography.Paragraph
            className={styles.description}
            ellipsis={{ rows: 2, tooltip: description }}
          >
            {description}
          </Typography.Paragraph>
        ) : (
          '-'
        ),
    },
    { title: text.colSort, dataIndex: 'sortNum', width: 72 },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 88,
      render: (status: number) =>
        status === SceneStatus.ENABLED ? (
          <Badge status="success" text={text.enabled} />
        ) : (
          <Badge status="default" text={text.disabled} />
        ),
    },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => update({ edit: item.id })}>
            {text.edit}
          </Button>
          {item.status === SceneStatus.ENABLED ? (
            <Button type="link" size="small" onClick={() => confirmDisable(item)}>
              {text.disable}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => void changeStatus(item, SceneStatus.ENABLED)}
            >
              {text.enable}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => confirmRemove(item)}>
            {text.remove}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Form
          name="sceneFilters"
          form={filters}
          layout="inline"
          className={styles.filterForm}
          onFinish={(v) =>
            filter({ keyword: v.keyword?.trim(), industryId: v.industryId, status: v.status })
          }
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.sceneKeyword} allowClear maxLength={50} />
          </Form.Item>
          <Form.Item name="industryId" label={text.industry}>
            <Select
              placeholder={text.allIndustries}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 160 }}
              options={industryOptions}
            />
          </Form.Item>
          <Form.Item name="status" label={text.status}>
            <Select
              placeholder={text.allStates}
              allowClear
              style={{ width: 120 }}
              options={STATUS_OPTIONS}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {text.search}
              </Button>
              <Button
                onClick={() => {
                  filters.resetFields();
                  filter({ keyword: undefined, industryId: undefined, status: undefined });
                }}
              >
                {text.reset}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ edit: 'new' })}>
          {text.addScene}
        </Button>
      </div>
      <Table<SceneItem>
        size="middle"
        rowKey="id"
        aria-label={text.sceneList}
        columns={columns}
        dataSource={scenes.data?.data ?? []}
        loading={scenes.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: scenes.isError ? (
            <span>
              {errorMessageOf(scenes.error)}{' '}
              <Button type="link" size="small" onClick={() => void scenes.refetch()}>
                {text.retry}
              </Button>
            </span>
          ) : (
            text.sceneEmpty
          ),
        }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: scenes.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: text.total,
          onChange: (p, pageSize) =>
            update(pageSize === query.pageSize ? { page: p } : { page: 1, pageSize }),
        }}
      />
      <SceneEditorDrawer
        open={edit === 'new' || sceneId !== null}
        scene={sceneId !== null ? detail.data : undefined}
        loading={sceneId !== null && detail.isPending}
        industries={industries.data ?? []}
        defaultIndustryId={query.industryId}
        onClose={() => update({ edit: undefined })}
      />
    </>
  );
}
