import {
  ALARM_LIMITS,
  ALARM_SOURCE_LABELS,
  ALARM_SOURCES,
  DIALOG_WIDTH,
  FaultSceneSaveSchema,
  type AlarmSource,
  type FaultSceneItem,
} from '@pn/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Drawer, Form, Grid, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { AdminTable } from '@/components/admin/admin-table';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  editTargetOf,
  filterParam,
  useAdminListQuery,
  type FiltersOf,
} from '@/lib/use-admin-list-query';
import { useFaultScenes, useSaveFaultScene } from '../api/fault-scenes';
import { alarmText as text } from '../text';
import { SOURCE_OPTIONS, useAlarmRole } from './alarm-parts';

const FILTERS = {
  source: filterParam.oneOf(ALARM_SOURCES),
  keyword: filterParam.text(40),
};
type Filters = FiltersOf<typeof FILTERS>;

interface SceneFormValues {
  name: string;
  source?: AlarmSource;
  description: string;
  steps: string[];
}

const valuesOf = (s: FaultSceneItem | undefined): SceneFormValues =>
  s
    ? { name: s.name, source: s.source, description: s.description, steps: s.steps }
    : { name: '', source: undefined, description: '', steps: [''] };

function SceneEditor({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: FaultSceneItem | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SceneFormValues>();
  const save = useSaveFaultScene();
  return (
    <AdminEditorDrawer
      open={open}
      title={item ? text.sceneEditTitle : text.sceneCreateTitle}
      name="faultSceneEditor"
      form={form}
      initialValues={valuesOf(item)}
      recordKey={item?.id ?? 'new'}
      onSave={(values) =>
        save.mutateAsync({
          ...parseForm(FaultSceneSaveSchema, {
            ...values,
            steps: values.steps.map((s) => s?.trim() ?? '').filter(Boolean),
          }),
          id: item?.id,
        })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={text.sceneName} {...zodField(FaultSceneSaveSchema, 'name')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="source"
        label={text.sceneSource}
        {...zodField(FaultSceneSaveSchema, 'source')}
      >
        <Select options={SOURCE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="description"
        label={text.sceneDescription}
        {...zodField(FaultSceneSaveSchema, 'description')}
      >
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.List name="steps">
        {(fields, { add, remove }) => (
          <Form.Item label={text.sceneSteps} required>
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" style={{ width: '100%' }}>
                  <Form.Item
                    name={f.name}
                    noStyle
                    rules={[{ required: true, whitespace: true, message: '处理步骤不能为空' }]}
                  >
                    <Input
                      maxLength={ALARM_LIMITS.sceneStep}
                      placeholder={text.sceneStepPlaceholder(i + 1)}
                      aria-label={text.sceneStepPlaceholder(i + 1)}
                      style={{ width: 440, maxWidth: '70vw' }}
                    />
                  </Form.Item>
                  <Button
                    aria-label={`删除第${i + 1}步`}
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= ALARM_LIMITS.sceneSteps}
                onClick={() => add('')}
              >
                {text.sceneAddStep}
              </Button>
            </Space>
          </Form.Item>
        )}
      </Form.List>
    </AdminEditorDrawer>
  );
}

function SceneView({ item, onClose }: { item: FaultSceneItem | undefined; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={item !== undefined}
      title={text.sceneViewTitle}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
    >
      {item ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          styles={{ label: { width: 104, whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={text.sceneName}>{item.name}</Descriptions.Item>
          <Descriptions.Item label={text.sceneSource}>
            {ALARM_SOURCE_LABELS[item.source]}
          </Descriptions.Item>
          <Descriptions.Item label={text.sceneDescription}>
            {item.description || text.none}
          </Descriptions.Item>
          <Descriptions.Item label={text.sceneSteps}>
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {item.steps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Drawer>
  );
}

/**
 * 故障场景: what a kind of fault looks like and the steps to take, by alarm source; national
 * administrators add and edit them (`?edit=new` / `?edit=<id>`), others read them.
 */
export function FaultScenePage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { setEdit } = listQuery;
  const list = useFaultScenes(listQuery.query);
  const rows = list.data?.data ?? [];
  const role = useAlarmRole();
  const edit = editTargetOf(listQuery.edit);
  const selected = typeof edit === 'number' ? rows.find((r) => r.id === edit) : undefined;
  const missing =
    typeof edit === 'number' && list.isSuccess && !list.isPlaceholderData && !selected;
  useEffect(() => {
    if (!missing) return;
    toast.warning(text.sceneNotFound);
    setEdit(null, { replace: true });
  }, [missing, setEdit]);

  const columns: ColumnsType<FaultSceneItem> = [
    { title: text.colSceneName, dataIndex: 'name' },
    {
      title: text.source,
      dataIndex: 'source',
      render: (s: AlarmSource) => ALARM_SOURCE_LABELS[s],
    },
    { title: text.sceneDescription, dataIndex: 'description', ellipsis: true },
    {
      title: text.colSteps,
      dataIndex: 'steps',
      render: (s: string[]) => text.stepsCount(s.length),
    },
    { title: text.colUpdated, dataIndex: 'updateTime' },
    {
      title: text.actions,
      key: 'actions',
      render: (_, s) => (
        <Button type="link" size="small" onClick={() => setEdit(s.id)}>
          {s.editable ? text.edit : text.view}
        </Button>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.sceneTitle} intro={text.sceneIntro} />
      <Card>
        <AdminFilterBar
          name="faultSceneFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters({ ...v, keyword: v.keyword?.trim() || undefined })}
          onReset={listQuery.resetFilters}
          add={role.national ? { label: text.sceneAdd, onClick: () => setEdit('new') } : undefined}
        >
          <FilterSelect
            name="source"
            label={text.source}
            placeholder={text.sourcePlaceholder}
            options={SOURCE_OPTIONS}
            width={150}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.sceneKeywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card>
        <AdminTable<FaultSceneItem>
          size="middle"
          rowKey="id"
          aria-label={text.sceneListLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.sceneEmpty}
        />
      </Card>
      <SceneEditor
        open={edit === 'new' || (selected !== undefined && selected.editable)}
        item={selected?.editable ? selected : undefined}
        onClose={() => setEdit(null)}
      />
      <SceneView
        item={selected && !selected.editable ? selected : undefined}
        onClose={() => setEdit(null)}
      />
    </div>
  );
}
