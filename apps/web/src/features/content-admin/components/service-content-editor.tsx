import { CONTENT_LIMITS as L, PRODUCT_GROUP_LABELS, PRODUCTS, type ProductGroup } from '@pn/shared';
import { Form, Input, Select } from 'antd';
import { adminText as text } from '../content';
import type { ServiceItemValue } from '../form-values';
import styles from './content-admin.module.css';
import { ItemListEditor } from './item-list-editor';

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
    <ItemListEditor
      name="serviceContent"
      label={label}
      emptyText={text.servicesEmpty}
      addText={text.addService}
      deleteLabel={text.deleteService}
      newItem={newItem}
      renderItem={(field, n) => (
        <>
          <Form.Item
            name={[field.name, 'code']}
            rules={[{ required: true, message: text.serviceProductRequired }]}
            className={styles.itemProduct}
          >
            <Select
              aria-label={text.serviceProductOf(n)}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={text.serviceProductPlaceholder}
              options={PRODUCT_OPTIONS}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'desc']} className={styles.itemGrow}>
            <Input
              aria-label={text.serviceDescOf(n)}
              placeholder={text.serviceDesc}
              maxLength={L.summary}
            />
          </Form.Item>
        </>
      )}
    />
  );
}
