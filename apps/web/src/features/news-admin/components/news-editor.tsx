import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  CONTENT_LIMITS,
  DIALOG_WIDTH,
  NewsFormSchema,
  NewsStatus,
  Status,
  type NewsDetail,
} from '@pn/shared';
import { App, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '@/components/admin/image-upload';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useNewsForEdit } from '../api/get-news-for-edit';
import { useSaveNews } from '../api/save-news';
import { newsAdminText as text } from '../text';
import styles from '@/components/admin/content-admin-page.module.css';
import { isScheduled, NewsStatusTag } from './news-status-tag';

interface NewsValues {
  title: string;
  summary: string;
  source: string;
  cover: string;
  content: string;
}

const EMPTY: NewsValues = { title: '', summary: '', source: '', cover: '', content: '' };

function valuesOf(news: NewsDetail | undefined): NewsValues {
  if (!news) return EMPTY;
  const { title, summary, source, cover, content } = news;
  return { title, summary, source, cover, content };
}

const rules = {
  title: zodField(NewsFormSchema, 'title'),
  summary: zodField(NewsFormSchema, 'summary'),
  source: zodField(NewsFormSchema, 'source'),
  cover: zodField(NewsFormSchema, 'cover'),
  content: zodField(NewsFormSchema, 'content'),
};

interface NewsFormProps {
  news: NewsDetail | undefined;
  onClose: () => void;
  onCreated: (id: number) => void;
  onPublish: (item: { id: number; title: string }) => void;
}

function NewsForm({ news, onClose, onCreated, onPublish }: NewsFormProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<NewsValues>();
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<NewsValues | null>(null);
  const save = useSaveNews();
  const [pendingAction, setPendingAction] = useState<'save' | 'publish' | null>(null);
  const published = news?.status === NewsStatus.PUBLISHED;

  /** Validates and saves; the stored (sanitised) item comes back into the form. */
  async function persist(): Promise<NewsDetail | undefined> {
    let values: NewsValues;
    try {
      values = await form.validateFields();
    } catch {
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return undefined;
    }
    try {
      const saved = await save.mutateAsync(
        parseForm(NewsFormSchema, { ...values, id: news?.id ?? null }),
      );
      form.setFieldsValue(valuesOf(saved));
      setDirty(false);
      if (!news) onCreated(saved.id);
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
    const live = saved.status === NewsStatus.PUBLISHED && !isScheduled(saved);
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
    form.setFieldsValue(valuesOf(news));
    setDirty(false);
  };

  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.editorHead}>
          <div className={styles.editorTitle}>
            <h1>{news ? text.editTitle : text.newTitle}</h1>
            {news ? <NewsStatusTag item={news} /> : null}
          </div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => confirmDiscard(onClose)}>
            {text.backToList}
          </Button>
        </div>
        {news ? (
          <p className={styles.editorMeta}>
            {news.releaseTime ? <span>{text.releaseInfo(news.releaseTime)}</span> : null}
            <span>{text.updateInfo(news.updateTime)}</span>
          </p>
        ) : null}
      </Card>
      <Card>
        <Form<NewsValues>
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={valuesOf(news)}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item name="title" label={text.fieldTitle} {...rules.title}>
            <Input
              placeholder={text.fieldTitlePlaceholder}
              maxLength={CONTENT_LIMITS.title}
              showCount
            />
          </Form.Item>
          <Form.Item name="summary" label={text.fieldSummary} {...rules.summary}>
            <Input.TextArea
              placeholder={text.fieldSummaryPlaceholder}
              maxLength={CONTENT_LIMITS.summary}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </Form.Item>
          <Form.Item name="source" label={text.fieldSource} {...rules.source}>
            <Input
              placeholder={text.fieldSourcePlaceholder}
              maxLength={CONTENT_LIMITS.title}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Form.Item name="cover" label={text.fieldCover} {...rules.cover}>
            <ImageUpload alt={text.fieldCover} hint={text.fieldCoverExtra} />
          </Form.Item>
          <Form.Item name="content" label={text.fieldContent} {...rules.content}>
            <RichTextEditor label={text.fieldContent} maxLength={CONTENT_LIMITS.newsContent} />
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
            <Button onClick={() => setPreview(form.getFieldsValue(true) as NewsValues)}>
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
          lead={preview.summary}
          cover={preview.cover}
          content={preview.content}
          meta={preview.source ? <span>{text.source(preview.source)}</span> : null}
        />
      ) : null}
    </div>
  );
}

interface NewsEditorProps extends Omit<NewsFormProps, 'news'> {
  edit: 'new' | number;
}

/** The editor of one news item (`?edit=new` or `?edit=<id>`). */
export function NewsEditor({ edit, ...props }: NewsEditorProps) {
  const id = edit === 'new' ? undefined : edit;
  const detail = useNewsForEdit(id);
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
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return <NewsForm news={detail.data} {...props} />;
}
