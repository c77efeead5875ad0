import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS as L } from '@pn/shared';
import { Button, Checkbox, Form, Input } from 'antd';
import { adminText as text } from '../content';
import type { Net5gItemValue } from '../form-values';
import styles from './content-admin.module.css';

const newItem = (): Net5gItemValue => ({ checked: true, desc: '' });

/**
 * A solution's 5G capabilities (net5gContent): each a description, ticked when the
 * solution uses it. The portal lists every item and marks the ticked ones.
 */
export function Net5gChecklist({ label }: { label: string }) {
  return (
    <fieldset className={styles.rowList}>
      <legend className={styles.rowListLegend}>{label}</legend>
      <p className={styles.listHint}>{text.net5gHint}</p>
      <Form.List name="net5gContent">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <p className={styles.listEmpty}>{text.net5gEmpty}</p> : null}
            {fields.map((field, index) => (
              <div
                key={field.key}
                role="group"
                aria-label={text.itemLabel(label, index + 1)}
                className={styles.itemRow}
              >
                <Form.Item
                  name={[field.name, 'checked']}
                  valuePropName="checked"
                  className={styles.itemCheck}
                >
                  <Checkbox aria-label={text.net5gCheckedOf(index + 1)}>
                    {text.net5gChecked}
                  </Checkbox>
                </Form.Item>
                <Form.Item
                  name={[field.name, 'desc']}
                  rules={[{ required: true, whitespace: true, message: text.net5gDescRequired }]}
                  className={styles.itemGrow}
                >
                  <Input
                    aria-label={text.net5gDescOf(index + 1)}
                    placeholder={text.net5gDesc}
                    maxLength={L.summary}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={text.deleteNet5g(index + 1)}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <div className={styles.rowFoot}>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newItem())}>
                {text.addNet5g}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
