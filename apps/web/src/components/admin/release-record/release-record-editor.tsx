import { Form, Input } from 'antd';
import { useState } from 'react';
import {
  AdminEditorActions,
  AdminEditorFallback,
  AdminEditorFrame,
  adminEditorStyles,
  useEditorActions,
} from '@/components/admin/admin-editor-frame';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { parseForm, zodField } from '@/lib/form-rules';
import { useReleaseDetail, useSaveRecord } from './api';
import {
  isLive,
  ReleaseState,
  type ReleaseDetail,
  type ReleaseRecordKind,
  type ReleaseRow,
  type ReleaseValues,
} from './kind';
import { ReleaseStatusTag } from './release-status-tag';
import { releaseText as text } from './text';

export interface EditorActions {
  onClose: () => void;
  /** A new record was saved: the screen now addresses it by id. */
  onCreated: (id: number) => void;
  /** Saved and to be published: the screen asks when. */
  onPublish: (item: { id: number; title: string }) => void;
}

interface RecordFormProps<
  R extends ReleaseRow,
  D extends ReleaseDetail & R,
  V extends ReleaseValues,
> extends EditorActions {
  kind: ReleaseRecordKind<R, D, V>;
  record: D | undefined;
}

function RecordForm<R extends ReleaseRow, D extends ReleaseDetail & R, V extends ReleaseValues>({
  kind,
  record,
  onClose,
  onCreated,
  onPublish,
}: RecordFormProps<R, D, V>) {
  const noun = kind.text.noun;
  const [form] = Form.useForm<V>();
  const [preview, setPreview] = useState<V | null>(null);
  const save = useSaveRecord(kind);
  const published = record?.status === ReleaseState.PUBLISHED;
  const valuesOf = (detail: D | undefined) => (detail ? kind.valuesOf(detail) : kind.empty);
  const { setDirty, confirmDiscard, pending, run, reset } = useEditorActions<V, D>({
    form,
    record,
    valuesOf,
    save: (values) =>
      save.mutateAsync(parseForm(kind.schema, { ...values, id: record?.id ?? null })),
    onCreated,
    onPublish: (saved) => onPublish({ id: saved.id, title: saved.title }),
    savedMessage: (saved) => (isLive(kind, saved) ? kind.text.savedLive : text.saved),
  });

  const extra = preview ? kind.previewOf(preview) : null;

  return (
    <AdminEditorFrame
      title={record ? text.editTitle(noun) : text.newTitle(noun)}
      tag={record ? <ReleaseStatusTag kind={kind} item={record} /> : null}
      meta={
        record ? (
          <>
            {record.releaseTime ? <span>{text.releaseInfo(record.releaseTime)}</span> : null}
            <span>{text.updateInfo(record.updateTime)}</span>
          </>
        ) : null
      }
      onBack={() => confirmDiscard(onClose)}
      after={
        preview && extra ? (
          <RichTextPreview
            open
            onClose={() => setPreview(null)}
            heading={text.previewHeading(noun)}
            title={preview.title}
            lead={extra.lead}
            cover={extra.cover}
            content={preview.content}
            meta={extra.meta}
          />
        ) : null
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        className={adminEditorStyles.form}
        initialValues={valuesOf(record)}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item
          name="title"
          label={kind.text.fieldTitle}
          extra={kind.text.fieldTitleExtra}
          {...zodField(kind.schema, 'title')}
        >
          <Input
            placeholder={kind.text.fieldTitlePlaceholder}
            maxLength={kind.limits.title}
            showCount
          />
        </Form.Item>
        {kind.formFields}
        <Form.Item
          name="content"
          label={kind.text.fieldContent}
          {...zodField(kind.schema, 'content')}
        >
          <RichTextEditor label={kind.text.fieldContent} maxLength={kind.limits.content} />
        </Form.Item>
        <AdminEditorActions
          published={published}
          pending={pending}
          onRun={(action) => void run(action)}
          onPreview={() => setPreview(form.getFieldsValue(true) as V)}
          onReset={() => confirmDiscard(reset)}
        />
      </Form>
    </AdminEditorFrame>
  );
}

interface ReleaseRecordEditorProps<
  R extends ReleaseRow,
  D extends ReleaseDetail & R,
  V extends ReleaseValues,
> extends EditorActions {
  kind: ReleaseRecordKind<R, D, V>;
  edit: 'new' | number;
}

/** The editor of one record (`?edit=new` or `?edit=<id>`). */
export function ReleaseRecordEditor<
  R extends ReleaseRow,
  D extends ReleaseDetail & R,
  V extends ReleaseValues,
>({ kind, edit, ...actions }: ReleaseRecordEditorProps<R, D, V>) {
  const noun = kind.text.noun;
  const id = edit === 'new' ? undefined : edit;
  const detail = useReleaseDetail(kind, id);

  if (id !== undefined && !detail.data) {
    return (
      <AdminEditorFallback
        query={detail}
        notFound={text.notFound(noun)}
        loadFailed={text.loadFailed(noun)}
        onBack={actions.onClose}
      />
    );
  }
  return <RecordForm kind={kind} record={detail.data} {...actions} />;
}
