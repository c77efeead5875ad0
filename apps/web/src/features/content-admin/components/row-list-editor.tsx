import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_LIMITS as L,
  ContentRowSchema,
  emptyContentRow,
  type UploadFolder,
} from '@pn/shared';
import { Button, Form, Input } from 'antd';
import { ImageUpload } from '@/components/admin/image-upload';
import { zodField } from '@/lib/form-rules';
import { adminText as text } from '../content';
import { CaseLinkSelect } from './case-link-select';
import styles from './content-admin.module.css';

interface RowListEditorProps {
  /** The form list's field name (businessNeeds, appScenes, customerCases). */
  name: string;
  /** The list in the interface: 业务需求, 应用场景… */
  label: string;
  /** Rows allowed (spec §5); the add button stops there. */
  max: number;
  /**
   * What a row's `url` holds: a link, a published case picked from the list, or a picture
   * uploaded into `folder`.
   */
  url:
    { kind: 'link' } | { kind: 'case' } | { kind: 'picture'; folder: UploadFolder; hint?: string };
}

const titleRule = zodField(ContentRowSchema, 'title');
const descriptionRule = zodField(ContentRowSchema, 'description');
const urlRule = zodField(ContentRowSchema, 'url');

/**
 * An editor list of rows (title, description, link or picture), shared by a case's business
 * needs and a solution's needs, scenes and customer cases. It always shows at least one
 * row: deleting the only row leaves an empty one. Adding stops at `max`.
 */
export function RowListEditor({ name, label, max, url }: RowListEditorProps) {
  return (
    <fieldset className={styles.rowList}>
      <legend className={styles.rowListLegend}>{label}</legend>
      <Form.List name={name}>
        {(fields, { add, remove }) => {
          const full = fields.length >= max;
          return (
            <>
              {fields.map((field, index) => {
                const rowLabel = text.rowLabel(label, index + 1);
                return (
                  <div key={field.key} role="group" aria-label={rowLabel} className={styles.row}>
                    <div className={styles.rowHead}>
                      <span className={styles.rowIndex}>{rowLabel}</span>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={text.deleteRow(label, index + 1)}
                        onClick={() => {
                          remove(field.name);
                          // The list keeps one row: the only row is emptied, not removed.
                          if (fields.length === 1) add(emptyContentRow());
                        }}
                      />
                    </div>
                    <div className={styles.rowFields}>
                      <Form.Item name={[field.name, 'title']} label={text.rowTitle} {...titleRule}>
                        <Input maxLength={L.title} showCount />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'description']}
                        label={text.rowDescription}
                        {...descriptionRule}
                      >
                        <Input.TextArea
                          autoSize={{ minRows: 2, maxRows: 6 }}
                          maxLength={L.summary}
                        />
                      </Form.Item>
                      {url.kind === 'picture' ? (
                        <Form.Item
                          name={[field.name, 'url']}
                          label={text.rowPicture}
                          className={styles.rowWide}
                          {...urlRule}
                        >
                          <ImageUpload folder={url.folder} alt={rowLabel} hint={url.hint} />
                        </Form.Item>
                      ) : url.kind === 'case' ? (
                        <Form.Item noStyle shouldUpdate>
                          {(form) => (
                            <Form.Item
                              name={[field.name, 'url']}
                              label={text.rowCase}
                              className={styles.rowWide}
                              {...urlRule}
                            >
                              <CaseLinkSelect
                                aria-label={`${rowLabel}${text.rowCase}`}
                                onPicked={(picked) => {
                                  const title = [name, field.name, 'title'];
                                  if (!String(form.getFieldValue(title) ?? '').trim()) {
                                    form.setFieldValue(title, picked.slice(0, L.title));
                                  }
                                }}
                              />
                            </Form.Item>
                          )}
                        </Form.Item>
                      ) : (
                        <Form.Item
                          name={[field.name, 'url']}
                          label={text.rowLink}
                          className={styles.rowWide}
                          {...urlRule}
                        >
                          <Input placeholder={text.rowLinkPlaceholder} maxLength={L.url} />
                        </Form.Item>
                      )}
                    </div>
                  </div>
                );
              })}
              <div className={styles.rowFoot}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={full}
                  onClick={() => {
                    if (fields.length < max) add(emptyContentRow());
                  }}
                >
                  {text.addRow(label)}
                </Button>
                <span className={styles.rowHint} aria-live="polite">
                  {full ? text.rowsFull(max) : text.rowsLeft(max, max - fields.length)}
                  {' · '}
                  {text.rowsDropNote}
                </span>
              </div>
            </>
          );
        }}
      </Form.List>
    </fieldset>
  );
}
