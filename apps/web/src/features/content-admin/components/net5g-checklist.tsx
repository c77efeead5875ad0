import { CONTENT_LIMITS as L } from '@pn/shared';
import { Checkbox, Form, Input } from 'antd';
import { adminText as text } from '../content';
import type { Net5gItemValue } from '../form-values';
import styles from './content-admin.module.css';
import { ItemListEditor } from './item-list-editor';

const newItem = (): Net5gItemValue => ({ checked: true, desc: '' });

/**
 * A solution's 5G capabilities (net5gContent): each a description, ticked when the
 * solution uses it. The portal lists every item and marks the ticked ones.
 */
export function Net5gChecklist({ label }: { label: string }) {
  return (
    <ItemListEditor
      name="net5gContent"
      label={label}
      hint={text.net5gHint}
      emptyText={text.net5gEmpty}
      addText={text.addNet5g}
      deleteLabel={text.deleteNet5g}
      newItem={newItem}
      renderItem={(field, n) => (
        <>
          <Form.Item
            name={[field.name, 'checked']}
            valuePropName="checked"
            className={styles.itemCheck}
          >
            <Checkbox aria-label={text.net5gCheckedOf(n)}>{text.net5gChecked}</Checkbox>
          </Form.Item>
          <Form.Item
            name={[field.name, 'desc']}
            rules={[{ required: true, whitespace: true, message: text.net5gDescRequired }]}
            className={styles.itemGrow}
          >
            <Input
              aria-label={text.net5gDescOf(n)}
              placeholder={text.net5gDesc}
              maxLength={L.summary}
            />
          </Form.Item>
        </>
      )}
    />
  );
}
