import { SceneStatus, type SceneItem } from '@pn/shared';
import { Form, Grid, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import {
  AdminFilterBar,
  EnabledBadge,
  EnableRowActions,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { editTargetOf, useAdminListQuery } from '@/lib/use-admin-list-query';
import {
  useAllIndustries,
  useRemoveScene,
  useSaveScene,
  useScenePage,
  useSceneDetail,
} from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { SCENE_FILTERS } from '../utils/screen-params';
import styles from './industry-admin.module.css';
import { SceneEditorDrawer } from './scene-editor-drawer';
import { Thumb } from './thumb';

interface SceneFilterValues {
  keyword?: string;
  industryId?: string;
  status?: number;
}

const STATUS_OPTIONS = [
  { value: SceneStatus.ENABLED, label: text.enabled },
  { value: SceneStatus.DISABLED, label: text.disabled },
];

/** The application scenes: filters, a paged table, the editor drawer, state and delete. */
export function ScenesTab() {
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [filters] = Form.useForm<SceneFilterValues>();
  const listQuery = useAdminListQuery({ filters: SCENE_FILTERS, form: filters });
  const { query, setEdit } = listQuery;
  const target = editTargetOf(listQuery.edit);
  const sceneId = typeof target === 'number' ? target : null;
  const scenes = useScenePage(query);
  const industries = useAllIndustries();
  const save = useSaveScene();
  const remove = useRemoveScene();
  const detail = useSceneDetail(sceneId);

  useEffect(() => {
    if (!detail.isError) return;
    toast.warning(errorMessageOf(detail.error, text.sceneNotFound));
    setEdit(null, { replace: true });
  }, [detail.isError, detail.error, setEdit]);

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
    confirm({
      title: text.disableSceneTitle,
      content: text.disableSceneContent,
      onConfirm: () => changeStatus(item, SceneStatus.DISABLED),
    });

  const confirmRemove = (item: SceneItem) =>
    confirm({
      title: text.removeSceneTitle,
      content: text.removeSceneContent(item.name),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        listQuery.afterRemove(scenes.data?.data.length ?? 0);
      },
      success: text.removed,
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
      render: (status: number) => <EnabledBadge enabled={status === SceneStatus.ENABLED} />,
    },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <EnableRowActions
          enabled={item.status === SceneStatus.ENABLED}
          onEdit={() => setEdit(item.id)}
          onEnable={() => void changeStatus(item, SceneStatus.ENABLED)}
          onDisable={() => confirmDisable(item)}
          onRemove={() => confirmRemove(item)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminFilterBar
        name="sceneFilters"
        form={filters}
        className={styles.toolbar}
        onSearch={(v) =>
          listQuery.setFilters({
            keyword: v.keyword?.trim(),
            industryId: v.industryId,
            status: v.status,
          })
        }
        onReset={listQuery.resetFilters}
        add={{ label: text.addScene, onClick: () => setEdit('new') }}
      >
        <Form.Item name="keyword" label={text.keyword}>
          <Input placeholder={text.sceneKeyword} allowClear maxLength={50} />
        </Form.Item>
        <FilterSelect
          name="industryId"
          label={text.industry}
          placeholder={text.allIndustries}
          options={industryOptions}
          loading={industries.isPending}
          width={160}
          searchable
        />
        <FilterSelect
          name="status"
          label={text.status}
          placeholder={text.allStates}
          options={STATUS_OPTIONS}
        />
      </AdminFilterBar>
      <AdminTable<SceneItem>
        size="middle"
        rowKey="id"
        aria-label={text.sceneList}
        columns={columns}
        list={scenes}
        paging={listQuery}
        emptyText={text.sceneEmpty}
      />
      <SceneEditorDrawer
        open={target === 'new' || sceneId !== null}
        scene={sceneId !== null ? detail.data : undefined}
        loading={sceneId !== null && detail.isPending}
        industries={industries.data ?? []}
        defaultIndustryId={query.industryId}
        onClose={() => setEdit(null)}
      />
    </>
  );
}
