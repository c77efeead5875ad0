import { ArrowLeftOutlined } from '@ant-design/icons';
import { ContentState } from '@pn/shared';
import { Button, Card, Form, Result, Skeleton, Switch, Tag, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useUnloadGuard } from '@/components/admin/admin-editor-frame';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useContentDetail } from '../api/get-content-detail';
import { useSaveContent } from '../api/save-content';
import { adminText as text } from '../content';
import type { AdminDetail, ContentKind } from '../kinds';
import type { EditTarget } from '../list-query';
import { usePublishActions, type ActionTarget } from './publish-actions';
import { StateTag } from './state-tag';
import styles from './content-admin.module.css';
import { validateForm } from '@/lib/form-rules';

/** How one kind's form maps to and from its record. */
export interface EditorSpec<D extends AdminDetail, V extends object> {
  empty: () => V;
  valuesOf: (detail: D) => V;
  payloadOf: (values: V, pkId: number | undefined) => { pkId?: number | null };
  /** The server's schema of the form: a payload it would refuse is never sent. */
  schema: z.ZodType;
  nameOf: (values: V) => string;
}

/** What the screen hands an editor. */
export interface EditorScreenProps {
  target: EditTarget;
  onClose: () => void;
  /** A new record was saved: the screen now addresses it by id. */
  onCreated: (pkId: number) => void;
}

interface ContentEditorProps<D extends AdminDetail, V extends object> extends EditorScreenProps {
  kind: ContentKind<unknown, D>;
  spec: EditorSpec<D, V>;
  /** The form's fields. */
  children: ReactNode;
}

/** A titled part of an editor form. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} className={styles.section}>
      {children}
    </Card>
  );
}

/**
 * The editor frame both kinds share: loads the record (or starts empty), and offers 保存,
 * 预览, 发布 / 撤回 and 重置. Preview and publish save unsaved changes first.
 */
export function ContentEditor<D extends AdminDetail, V extends object>(
  props: ContentEditorProps<D, V>,
) {
  const { kind, target, spec, onClose } = props;
  const id = target === 'new' ? undefined : target;
  const detail = useContentDetail(kind, id);

  if (id !== undefined && detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (id !== undefined && !detail.data) {
    return (
      <Card>
        <Result
          status="warning"
          title={text.loadDetailFailed}
          subTitle={errorMessageOf(detail.error)}
          extra={[
            <Button key="retry" type="primary" onClick={() => void detail.refetch()}>
              {text.retry}
            </Button>,
            <Button key="back" onClick={onClose}>
              {text.back}
            </Button>,
          ]}
        />
      </Card>
    );
  }
  return (
    <EditorForm
      key={String(target)}
      {...props}
      record={detail.data}
      initial={detail.data ? spec.valuesOf(detail.data) : spec.empty()}
    />
  );
}

interface EditorFormProps<D extends AdminDetail, V extends object> extends ContentEditorProps<
  D,
  V
> {
  /** The stored record, kept current by its query; undefined for a new one. */
  record: D | undefined;
  /** The form's values when it opens. */
  initial: V;
}

function EditorForm<D extends AdminDetail, V extends object>({
  kind,
  spec,
  record,
  initial,
  children,
  onClose,
  onCreated,
}: EditorFormProps<D, V>) {
  const [form] = Form.useForm<V>();
  const save = useSaveContent(kind);
  const actions = usePublishActions(kind);
  const [dirty, setDirty] = useState(false);

  const isNew = record === undefined;
  const unsaved = isNew || dirty;
  const published = record?.state === ContentState.PUBLISHED;
  // Kinds with a display authorisation publish only once it is granted.
  const authorized = record ? kind.authorizedOf(record) : kind.authorizePath ? false : null;
  const mayPublish = authorized !== false;

  useUnloadGuard(dirty);

  const ask = useAdminConfirm();
  const confirm = (title: string, content: string, onOk: () => void) =>
    ask({ title, content, onConfirm: onOk });

  /** Validates and saves the form; the saved record, or undefined when nothing was saved. */
  async function persist(): Promise<ActionTarget | undefined> {
    try {
      await validateForm(form);
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      toast.error(text.checkForm);
      return undefined;
    }
    const payload = spec.payloadOf(form.getFieldsValue(true) as V, record?.pkId);
    const checked = spec.schema.safeParse(payload);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? text.checkForm);
      return undefined;
    }
    try {
      const saved = await save.mutateAsync(payload);
      setDirty(false);
      toast.success(text.saved);
      return { pkId: saved.pkId, name: kind.nameOf(saved) };
    } catch (error) {
      showActionError(error);
      return undefined;
    }
  }

  const followNew = (saved: ActionTarget) => {
    if (isNew) onCreated(saved.pkId);
  };

  const onSave = async () => {
    const saved = await persist();
    if (saved) followNew(saved);
  };

  const previewHref = (pkId: number) => hrefOf(kind.preview, { id: pkId });

  const onPreview = () => {
    if (record && !unsaved) {
      window.open(previewHref(record.pkId), '_blank', 'noopener');
      return;
    }
    // Opened within the click so the browser allows it; it gets its address once saved.
    const tab = window.open('', '_blank');
    void persist().then((saved) => {
      if (!saved) {
        tab?.close();
        return;
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = previewHref(saved.pkId);
      } else {
        window.open(previewHref(saved.pkId), '_blank', 'noopener');
      }
      followNew(saved);
    });
  };

  const currentName = () =>
    spec.nameOf(form.getFieldsValue(true) as V) || (record ? kind.nameOf(record) : '');

  const onPublish = () =>
    actions.publish(
      { pkId: record?.pkId ?? 0, name: currentName() },
      { prepare: unsaved ? persist : undefined, onSettled: followNew },
    );

  const onWithdraw = () => {
    if (record) actions.withdraw({ pkId: record.pkId, name: kind.nameOf(record) });
  };

  const onReset = () =>
    confirm(text.resetTitle, text.resetContent, () => {
      form.resetFields();
      form.setFieldsValue(spec.empty() as Parameters<typeof form.setFieldsValue>[0]);
      setDirty(true);
    });

  const onBack = () => {
    if (dirty) confirm(text.leaveTitle, text.leaveContent, onClose);
    else onClose();
  };

  return (
    <div className={styles.editor}>
      <Card className={styles.editorHead}>
        <div className={styles.editorHeadRow}>
          <div className={styles.editorHeadMain}>
            <h1 className={styles.editorTitle}>
              {isNew ? text.createTitle(kind.title) : text.editTitle(kind.title)}
            </h1>
            <div className={styles.editorMeta}>
              {record ? <StateTag state={record.state} /> : <Tag>{text.draft}</Tag>}
              {authorized !== null ? (
                <Tag color={authorized ? 'blue' : 'default'}>
                  {authorized ? text.authorized : text.unauthorized}
                </Tag>
              ) : null}
              {dirty && !isNew ? <Tag color="warning">{text.unsaved}</Tag> : null}
              {record ? <span>{text.updatedAt(record.updateTime)}</span> : null}
            </div>
            {published ? <p className={styles.editorNote}>{text.publishedNote}</p> : null}
          </div>
          <div className={styles.editorHeadSide}>
            {record && kind.authorizePath ? (
              <span className={styles.switchField}>
                <Switch
                  checked={authorized === true}
                  loading={actions.busy}
                  aria-label={text.authorizeSwitch}
                  onChange={(next) =>
                    actions.setAuthorized({ pkId: record.pkId, name: kind.nameOf(record) }, next)
                  }
                />
                <span>{text.authorizeSwitch}</span>
              </span>
            ) : null}
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
              {text.back}
            </Button>
          </div>
        </div>
      </Card>

      <Form
        form={form}
        name={kind.type}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        className={styles.form}
      >
        {children}
      </Form>

      <div className={styles.actionBar} role="toolbar" aria-label={text.editTitle(kind.title)}>
        <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
          {text.save}
        </Button>
        <Tooltip title={unsaved ? text.previewSavesFirst : undefined}>
          <Button onClick={onPreview}>{text.preview}</Button>
        </Tooltip>
        {published ? (
          <Button danger onClick={onWithdraw}>
            {text.withdraw}
          </Button>
        ) : (
          <Button type="primary" ghost disabled={!mayPublish} onClick={onPublish}>
            {text.publish}
          </Button>
        )}
        <Button onClick={onReset}>{text.reset}</Button>
        {!mayPublish && !published ? (
          <span className={styles.actionHint}>{text.needsAuthorization}</span>
        ) : null}
      </div>
    </div>
  );
}
