import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { adminText as text } from '../content';
import styles from './content-admin.module.css';

interface ItemListEditorProps<T> {
  /** The form list's field name (net5gContent, serviceContent). */
  name: string;
  /** The list in the interface; each item is announced as its numbered entry. */
  label: string;
  /** A line above the items, if the list needs explaining. */
  hint?: string;
  /** Shown when the list has no item. */
  emptyText: string;
  addText: string;
  /** The delete button's accessible name of item `n` (1-based). */
  deleteLabel: (n: number) => string;
  /** A fresh item for the add button. */
  newItem: () => T;
  /** The item's fields on one line (Form.Items named under `field.name`). */
  renderItem: (field: FormListFieldData, n: number) => ReactNode;
}

/**
 * A one-line-per-item editor list (a solution's 5G capabilities, a case's products): each
 * item's fields, a delete button, and an add button below. Unlike the row lists it may be
 * empty.
 */
export function ItemListEditor<T>({
  name,
  label,
  hint,
  emptyText,
  addText,
  deleteLabel,
  newItem,
  renderItem,
}: ItemListEditorProps<T>) {
  return (
    <fieldset className={styles.rowList}>
      <legend className={styles.rowListLegend}>{label}</legend>
      {hint ? <p className={styles.listHint}>{hint}</p> : null}
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <p className={styles.listEmpty}>{emptyText}</p> : null}
            {fields.map((field, index) => (
              <div
                key={field.key}
                role="group"
                aria-label={text.itemLabel(label, index + 1)}
                className={styles.itemRow}
              >
                {renderItem(field, index + 1)}
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={deleteLabel(index + 1)}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <div className={styles.rowFoot}>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newItem())}>
                {addText}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
