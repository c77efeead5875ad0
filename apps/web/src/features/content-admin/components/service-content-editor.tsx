import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS as L, PRODUCT_GROUP_LABELS, PRODUCTS, type ProductGroup } from '@pn/shared';
import { Button, Form, Input, Select } from 'antd';
import { adminText as text } from '../content';
import type { ServiceItemValue } from '../form-values';
import styles from './content-admin.module.css';

/** Catalogue products grouped as the portal's product menu groups them. */
const PRODUCT_OPTIONS = (Object.keys(PRODUCT_GROUP_LABELS) as ProductGroup[])
  .map((group) => ({
    label: PRODUCT_GROUP_LABELS[group],
    title: PRODUCT_GROUP_LABELS[group],
    options: PRODUCTS.filter((p) => p.group === group).map((p) => ({
      value: p.code,
      label: p.name,
    })),
  }))
  .filter((group) => group.options.length > 0);

const newItem = (): ServiceItemValue => ({ code: undefined, desc: '' });

/** The products a case used (serviceContent): a catalogue product and what it did there. */
export function ServiceContentEditor({ label }: { label: string }) {
  return (
    <fieldset className={styles.rowList}>
      <legend className={styles.rowListLegend}>{label}</legend>
      <Form.List name="serviceContent">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <p className={styles.listEmpty}>{text.servicesEmpty}</p> : null}
            {fields.map((field, index) => (
              <div
                key={field.key}
                role="group"
                aria-label={text.itemLabel(label, index + 1)}
                className={styles.itemRow}
              >
                <Form.Item
                  name={[field.name, 'code']}
                  rules={[{ required: true, message: text.serviceProductRequired }]}
                  className={styles.itemProduct}
                >
                  <Select
                    aria-label={text.serviceProductOf(index + 1)}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={text.serviceProductPlaceholder}
                    options={PRODUCT_OPTIONS}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'desc']} className={styles.itemGrow}>
                  <Input
                    aria-label={text.serviceDescOf(index + 1)}
                    placeholder={text.serviceDesc}
                    maxLength={L.summary}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={text.deleteService(index + 1)}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <div className={styles.rowFoot}>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newItem())}>
                {text.addService}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
