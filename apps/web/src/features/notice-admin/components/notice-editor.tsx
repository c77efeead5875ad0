import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  DIALOG_WIDTH,
  NOTICE_LIMITS,
  NoticeFormSchema,
  NoticePlace,
  NoticeStatus,
  Status,
  type NoticeAdminItem,
} from '@pn/shared';
import { App, Button, Card, Form, Input, Radio, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useNoticeForEdit } from '../api/get-notice-for-edit';
import { useSaveNotice } from '../api/save-notice';
import type { NoticePlaceValue } from '../list-query';
import { NOTICE_PLACE_LABELS, noticeAdminText as text } from '../text';
import styles from '@/components/admin/content-admin-page.module.css';
import { NoticeStatusTag } from './notice-status-tag';

interface NoticeValues {
  title: string;
  place: NoticePlaceValue;
  content: string;
}

const EMPTY: NoticeValues = { title: '', place: NoticePlace.PORTAL, content: '' };

function valuesOf(notice: NoticeAdminItem | undefined): NoticeValues {
  if (!notice) return EMPTY;
  return {
    title: notice.title,
    place: notice.place as NoticePlaceValue,
    content: notice.content,
  };
}

const rules = {
  title: zodField(NoticeFormSchema, 'title'),
  place: zodField(NoticeFormSchema, 'place'),
  content: zodField(NoticeFormSchema, 'content'),
};

const PLACE_OPTIONS = Object.entries(NOTICE_PLACE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface NoticeFormProps {
  notice: NoticeAdminItem | undefined;
  onClose: () => void;
  onCreated: (id: number) => void;
  onPublish: (item: { id: number; title: string }) => void;
}

function NoticeForm({ notice, onClose, onCreated, onPublish }: NoticeFormProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<NoticeValues>();
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<NoticeValues | null>(null);
  const [pendingAction, setPendingAction] = useState<'save' | 'publish' | null>(null);
  const save = useSaveNotice();
  const published = notice?.status === NoticeStatus.PUBLISHED;

  /** Validates and saves; the stored (sanitised) notice comes back into the form. */
  async function persist(): Promise<NoticeAdminItem | undefined> {
    let values: NoticeValues;
    try {
      values = await form.validateFields();
    } catch {
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return undefined;
    }
    try {
      const saved = await save.mutateAsync(
        parseForm(NoticeFormSchema, { ...values, id: notice?.id ?? null }),
      );
      form.setFieldsValue(valuesOf(saved));
      setDirty(false);
      if (!notice) onCreated(saved.id);
      return saved;
    } catch (error) {
      showActionError(error);
      return undefined;
    }
  }

  async function run(action: 'save' | 'publish') {
    setPendingAction(action);
    const saved = await persist();
    setPendingAction(null);
    if (!saved) return;
    if (action === 'publish') {
      onPublish({ id: saved.id, title: saved.title });
      return;
    }
    const live = saved.status === NoticeStatus.PUBLISHED && !saved.scheduled;
    toast.success(live ? text.savedLive : text.saved);
  }

  const confirmDiscard = (then: () => void) => {
    if (!dirty) {
      then();
      return;
    }
    modal.confirm({
      title: text.leaveTitle,
      content: text.leaveContent,
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      cancelText: text.confirmCancel,
      onOk: then,
    });
  };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(valuesOf(notice));
    setDirty(false);
  };

  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.editorHead}>
          <div className={styles.editorTitle}>
            <h1>{notice ? text.editTitle : text.newTitle}</h1>
            {notice ? <NoticeStatusTag item={notice} /> : null}
          </div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => confirmDiscard(onClose)}>
            {text.backToList}
          </Button>
        </div>
        {notice ? (
          <p className={styles.editorMeta}>
            {notice.releaseTime ? <span>{text.releaseInfo(notice.releaseTime)}</span> : null}
            <span>{text.updateInfo(notice.updateTime)}</span>
          </p>
        ) : null}
      </Card>
      <Card>
        <Form<NoticeValues>
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={valuesOf(notice)}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item
            name="title"
            label={text.fieldTitle}
            extra={text.fieldTitleExtra}
            {...rules.title}
          >
            <Input
              placeholder={text.fieldTitlePlaceholder}
              maxLength={NOTICE_LIMITS.title}
              showCount
            />
          </Form.Item>
          <Form.Item name="place" label={text.fieldPlace} {...rules.place}>
            <Radio.Group options={PLACE_OPTIONS} />
          </Form.Item>
          <Form.Item name="content" label={text.fieldContent} {...rules.content}>
            <RichTextEditor label={text.fieldContent} maxLength={NOTICE_LIMITS.content} />
          </Form.Item>
          <div className={styles.actions}>
            <Button
              type="primary"
              loading={pendingAction === 'save'}
              disabled={pendingAction !== null}
              onClick={() => void run('save')}
            >
              {published ? text.saveOnly : text.save}
            </Button>
            {published ? null : (
              <Button
                loading={pendingAction === 'publish'}
                disabled={pendingAction !== null}
                onClick={() => void run('publish')}
              >
                {text.saveAndPublish}
              </Button>
            )}
            <Button onClick={() => setPreview(form.getFieldsValue(true) as NoticeValues)}>
              {text.preview}
            </Button>
            <Button onClick={() => confirmDiscard(reset)}>{text.resetForm}</Button>
          </div>
        </Form>
      </Card>
      {preview ? (
        <RichTextPreview
          open
          onClose={() => setPreview(null)}
          heading={text.previewHeading}
          title={preview.title}
          content={preview.content}
          meta={<span>{NOTICE_PLACE_LABELS[preview.place]}</span>}
        />
      ) : null}
    </div>
  );
}

interface NoticeEditorProps extends Omit<NoticeFormProps, 'notice'> {
  edit: 'new' | number;
}

/** The editor of one notice (`?edit=new` or `?edit=<id>`). */
export function NoticeEditor({ edit, ...props }: NoticeEditorProps) {
  const id = edit === 'new' ? undefined : edit;
  const detail = useNoticeForEdit(id);
  useDocumentTitle(pageTitle(id === undefined ? text.newTitle : text.editTitle));

  if (id !== undefined && !detail.data) {
    if (detail.isError) {
      const missing = isApiError(detail.error) && detail.error.status === Status.NOT_FOUND;
      return (
        <Card>
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? text.notFound : text.loadFailed}
            subTitle={missing ? undefined : errorMessageOf(detail.error)}
            extra={
              <Space>
                {missing ? null : (
                  <Button type="primary" onClick={() => void detail.refetch()}>
                    {text.retry}
                  </Button>
                )}
                <Button onClick={props.onClose}>{text.backToList}</Button>
              </Space>
            }
          />
        </Card>
      );
    }
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <NoticeForm notice={detail.data} {...props} />;
}
