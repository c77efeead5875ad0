import { ArrowLeftOutlined } from '@ant-design/icons';
import { Status } from '@pn/shared';
import { Button, Card, Result, Skeleton, Space, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { adminListStyles } from './admin-list-parts';
import { useAdminConfirm } from './admin-table';
import styles from './admin-editor.module.css';
import { validateForm } from '@/lib/form-rules';

export { styles as adminEditorStyles };

export const adminEditorText = {
  backToList: '返回列表',
  retry: '重试',
  leaveTitle: '放弃未保存的修改？',
  leaveContent: '本次未保存的修改将丢失。',
  save: '保存草稿',
  saveOnly: '保存',
  saveAndPublish: '保存并发布',
  preview: '预览',
  resetForm: '重置',
} as const;

export type AdminEditorAction = 'save' | 'publish';

/** The record's query as the fallback needs it. */
export interface AdminEditorQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface AdminEditorFallbackProps {
  query: AdminEditorQuery;
  /** The words when the record does not exist, and when it failed to load. */
  notFound: string;
  loadFailed: string;
  onBack: () => void;
  skeletonRows?: number;
}

/** What an editor shows while its record loads: a skeleton, or why it cannot be edited. */
export function AdminEditorFallback({
  query,
  notFound,
  loadFailed,
  onBack,
  skeletonRows = 10,
}: AdminEditorFallbackProps) {
  if (!query.isError) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: skeletonRows }} />
      </Card>
    );
  }
  const missing = isApiError(query.error) && query.error.status === Status.NOT_FOUND;
  return (
    <Card>
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? notFound : loadFailed}
        subTitle={missing ? undefined : errorMessageOf(query.error)}
        extra={
          <Space>
            {missing ? null : (
              <Button type="primary" onClick={() => void query.refetch()}>
                {adminEditorText.retry}
              </Button>
            )}
            <Button onClick={onBack}>{adminEditorText.backToList}</Button>
          </Space>
        }
      />
    </Card>
  );
}

export interface AdminEditorFrameProps {
  title: string;
  /** Beside the title: the record's status. */
  tag?: ReactNode;
  /** Under the title: when it was published and saved (spans). */
  meta?: ReactNode;
  /** 返回列表 (the caller asks about unsaved changes first). */
  onBack: () => void;
  /** The form card's content. */
  children: ReactNode;
  /** After the cards: dialogs such as the preview. */
  after?: ReactNode;
}

/** The page of a full-page editor: a header card (title, status, back) and the form card. */
export function AdminEditorFrame({
  title,
  tag,
  meta,
  onBack,
  children,
  after,
}: AdminEditorFrameProps) {
  return (
    <div className={adminListStyles.page}>
      <Card>
        <div className={styles.head}>
          <div className={styles.title}>
            <h1>{title}</h1>
            {tag}
          </div>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            {adminEditorText.backToList}
          </Button>
        </div>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </Card>
      <Card>{children}</Card>
      {after}
    </div>
  );
}

export interface AdminEditorActionsProps {
  /** A published record is saved live: no draft, no second publish. */
  published: boolean;
  pending: AdminEditorAction | null;
  onRun: (action: AdminEditorAction) => void;
  onPreview: () => void;
  onReset: () => void;
}

/** The editor's sticky bar: save, save and publish, preview, reset. */
export function AdminEditorActions({
  published,
  pending,
  onRun,
  onPreview,
  onReset,
}: AdminEditorActionsProps) {
  return (
    <div className={styles.actions}>
      <Button
        type="primary"
        loading={pending === 'save'}
        disabled={pending !== null}
        onClick={() => onRun('save')}
      >
        {published ? adminEditorText.saveOnly : adminEditorText.save}
      </Button>
      {published ? null : (
        <Button
          loading={pending === 'publish'}
          disabled={pending !== null}
          onClick={() => onRun('publish')}
        >
          {adminEditorText.saveAndPublish}
        </Button>
      )}
      <Button onClick={onPreview}>{adminEditorText.preview}</Button>
      <Button onClick={onReset}>{adminEditorText.resetForm}</Button>
    </div>
  );
}

/** While `dirty`, the browser asks before the tab is closed or reloaded. */
export function useUnloadGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [dirty]);
}

/**
 * Unsaved changes of an editor form, and the question before they are thrown away: in the
 * app before leaving the editor, and the browser's own before closing or reloading the tab.
 */
export function useEditorDirty() {
  const confirm = useAdminConfirm();
  const [dirty, setDirty] = useState(false);
  useUnloadGuard(dirty);
  const confirmDiscard = (then: () => void) => {
    if (!dirty) {
      then();
      return;
    }
    confirm({
      title: adminEditorText.leaveTitle,
      content: adminEditorText.leaveContent,
      onConfirm: then,
    });
  };
  return { dirty, setDirty, confirmDiscard };
}

export interface EditorActionsOptions<V, D extends { id: number }> {
  form: FormInstance<V>;
  /** The stored record; undefined while it is a new one. */
  record: D | undefined;
  /** The form's values of a record (the empty form for none). */
  valuesOf: (record: D | undefined) => V;
  /** Stores the validated values; answers the stored (sanitised) record. */
  save: (values: V) => Promise<D>;
  /** A new record was saved: the screen now addresses it by id. */
  onCreated: (id: number) => void;
  /** Saved and to be published: the screen asks how. */
  onPublish: (saved: D) => void;
  /** What a plain save says once through. */
  savedMessage: (saved: D) => string;
  /** Publishing a stored record with no unsaved change skips the save (and its version). */
  publishStoredWhenClean?: boolean;
}

/**
 * The save step of an editor page: validate (scrolling to the first error), save, put the
 * stored values back into the form, clear the unsaved flag, then say so or go on to publish.
 * Also the reset to the stored values and the question before leaving with changes.
 */
export function useEditorActions<V, D extends { id: number }>({
  form,
  record,
  valuesOf,
  save,
  onCreated,
  onPublish,
  savedMessage,
  publishStoredWhenClean = false,
}: EditorActionsOptions<V, D>) {
  const { dirty, setDirty, confirmDiscard } = useEditorDirty();
  const [pending, setPending] = useState<AdminEditorAction | null>(null);
  const fill = (values: V) =>
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);

  async function persist(): Promise<D | undefined> {
    const values = await validateOrScroll(form);
    if (!values) return undefined;
    try {
      const saved = await save(values);
      fill(valuesOf(saved));
      setDirty(false);
      if (!record) onCreated(saved.id);
      return saved;
    } catch (error) {
      showActionError(error);
      return undefined;
    }
  }

  async function run(action: AdminEditorAction) {
    setPending(action);
    const saved =
      action === 'publish' && publishStoredWhenClean && record && !dirty ? record : await persist();
    setPending(null);
    if (!saved) return;
    if (action === 'publish') onPublish(saved);
    else toast.success(savedMessage(saved));
  }

  const reset = () => {
    form.resetFields();
    fill(valuesOf(record));
    setDirty(false);
  };

  return { dirty, setDirty, confirmDiscard, pending, run, reset };
}

/** Validates the form; on errors scrolls to the first one and gives undefined. */
export async function validateOrScroll<V>(form: FormInstance<V>): Promise<V | undefined> {
  try {
    return await validateForm(form);
  } catch {
    const first = form.getFieldsError().find((field) => field.errors.length > 0);
    if (first) form.scrollToField(first.name, { block: 'center', focus: true });
    return undefined;
  }
}
