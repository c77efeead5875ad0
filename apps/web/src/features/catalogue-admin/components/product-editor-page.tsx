import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BANDWIDTH_SEGMENTS,
  BandwidthTierSchema,
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  CHARGE_BY,
  CHARGE_BY_LABELS,
  PRODUCT_STATUS_LABELS,
  ProductSaveSchema,
  SkuSaveSchema,
  Status,
  yuanToFen,
  type ProductDetail,
  type PropItem,
} from '@pn/shared';
import {
  Button,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  AdminEditorFallback,
  AdminEditorFrame,
  adminEditorStyles,
  useEditorDirty,
  validateOrScroll,
} from '@/components/admin/admin-editor-frame';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useCategories, useProductDetail, useProps, useSaveProduct } from '../api/catalogue';
import { categoryOptions } from '../category-tree';
import {
  emptyProduct,
  emptySku,
  productFormOf,
  productPayloadOf,
  yuanMessage,
  type ProductFormValues,
  type SkuFormValues,
} from '../product-form';
import { catalogueText as text } from '../text';
import { ShelfBadge, StatusTag } from './product-list-page';
import styles from './catalogue-admin.module.css';

const productField = (name: 'code' | 'name' | 'description' | 'status') =>
  zodField(ProductSaveSchema, name);
const skuField = (name: 'skuCode' | 'name' | 'unit') => zodField(SkuSaveSchema, name);

const STATUS_OPTIONS = Object.entries(PRODUCT_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** A yuan amount typed by a person: up to two decimals, within the schema's bounds. */
const yuanRule = (when: () => boolean = () => true): FormRule => ({
  async validator(_rule, value: unknown) {
    if (!when()) return;
    const fen = yuanToFen(typeof value === 'string' ? value : '');
    if (fen === null) throw new Error(yuanMessage);
    const checked = SkuSaveSchema.shape.priceFen.safeParse(fen);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message);
  },
});

/** A tier's bandwidth: a whole number of Mbps, larger than the tier before it. */
const mbpsRule =
  (sku: number, tier: number): FormRule =>
  (form) => ({
    async validator(_rule, value: unknown) {
      if (!form.getFieldValue(['skus', sku, 'byBandwidth'])) return;
      const checked = BandwidthTierSchema.shape.mbps.safeParse(value ?? undefined);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message);
      const before: unknown =
        tier > 0 ? form.getFieldValue(['skus', sku, 'tiers', tier - 1, 'mbps']) : null;
      if (typeof before === 'number' && checked.data <= before) {
        throw new Error('带宽档位须从小到大排列且不重复');
      }
    },
  });

function SkuCard({
  form,
  index,
  name,
  onRemove,
}: {
  form: FormInstance<ProductFormValues>;
  index: number;
  name: number;
  onRemove: () => void;
}) {
  const byBandwidth = Form.useWatch(['skus', name, 'byBandwidth'], form) as boolean | undefined;
  const title = text.sku(index + 1);
  return (
    <section className={styles.skuCard} aria-label={title}>
      <div className={styles.skuHead}>
        <h3>{title}</h3>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
          {text.removeSku}
        </Button>
      </div>
      <Row gutter={12}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name={[name, 'skuCode']} label={text.skuCode} {...skuField('skuCode')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name={[name, 'name']} label={text.skuName} {...skuField('name')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'price']} label={text.price} rules={[yuanRule()]} required>
            <Input inputMode="decimal" prefix="¥" maxLength={13} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'unit']} label={text.skuUnit} {...skuField('unit')}>
            <Input maxLength={10} placeholder="月、卡/月、次" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'variant']} label={text.variant}>
            <Select
              options={[
                { value: '', label: text.variantStandard },
                { value: 'HA', label: text.variantHa },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Form.Item name={[name, 'billingPeriod']} label={text.billingPeriod} required>
            <Select
              options={BILLING_PERIODS.map((p) => ({ value: p, label: BILLING_PERIOD_LABELS[p] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Form.Item name={[name, 'chargeBy']} label={text.chargeBy} required>
            <Select options={CHARGE_BY.map((c) => ({ value: c, label: CHARGE_BY_LABELS[c] }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'status']} label={text.skuStatus}>
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'onShelf']} label={text.skuOnShelf} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Form.Item name={[name, 'byBandwidth']} label={text.byBandwidth} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {byBandwidth ? (
        <div className={styles.tiers}>
          {Array.from({ length: BANDWIDTH_SEGMENTS }, (_, t) => (
            <div key={t}>
              <Form.Item
                name={[name, 'tiers', t, 'mbps']}
                label={text.tierMbps(t + 1)}
                rules={[mbpsRule(name, t)]}
                required
              >
                <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name={[name, 'tiers', t, 'price']}
                label={text.tierPrice(t + 1)}
                rules={[yuanRule(() => !!form.getFieldValue(['skus', name, 'byBandwidth']))]}
                required
              >
                <Input inputMode="decimal" prefix="¥" maxLength={13} />
              </Form.Item>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The inputs of the chosen category's general properties. */
function PropFields({ props, categoryId }: { props: PropItem[]; categoryId: string | null }) {
  if (!categoryId) return <p className={styles.hint}>{text.propsNoCategory}</p>;
  if (props.length === 0) return <p className={styles.hint}>{text.propsNone}</p>;
  return (
    <Row gutter={12}>
      {props.map((p) => {
        const label = p.unit ? `${p.name}（${p.unit}）` : p.name;
        const rules: FormRule[] = p.required
          ? [{ required: true, whitespace: true, message: `请填写${p.name}` }]
          : [];
        return (
          <Col xs={24} md={12} xl={8} key={p.id}>
            <Form.Item name={['props', String(p.id)]} label={label} rules={rules}>
              {p.inputType === 'select' ? (
                <Select
                  allowClear
                  options={p.values.map((v) => ({ value: v.value, label: v.value }))}
                />
              ) : (
                <Input maxLength={40} inputMode={p.inputType === 'number' ? 'decimal' : 'text'} />
              )}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

function ProductForm({
  record,
  props,
  categories,
}: {
  record: ProductDetail | undefined;
  props: PropItem[];
  categories: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSaveProduct();
  const confirm = useAdminConfirm();
  const { setDirty, confirmDiscard } = useEditorDirty();
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => (record ? productFormOf(record) : emptyProduct()), [record]);
  const categoryId = (Form.useWatch('categoryId', form) as string | null | undefined) ?? null;
  const linked = props.filter(
    (p) => !p.custom && categoryId !== null && p.categoryIds.includes(categoryId),
  );

  const back = () => confirmDiscard(() => void navigate(paths.adminProductList));

  const submit = async () => {
    if (!(await validateOrScroll(form))) return;
    const values = form.getFieldsValue(true) as ProductFormValues;
    // Only the chosen category's properties are kept.
    const kept = new Set(linked.map((p) => String(p.id)));
    const result = productPayloadOf({
      ...values,
      props: Object.fromEntries(Object.entries(values.props ?? {}).filter(([id]) => kept.has(id))),
    });
    if (!result.ok) {
      form.setFields(
        result.issues.map((i) => ({ name: i.path, errors: [i.message] })) as Parameters<
          typeof form.setFields
        >[0],
      );
      const first = result.issues[0];
      if (first && first.path.length > 1) form.scrollToField(first.path, { block: 'center' });
      toast.error(first && first.path.length <= 1 ? first.message : text.checkForm);
      return;
    }
    setSaving(true);
    try {
      const saved = await save.mutateAsync({ id: record?.id, body: result.payload });
      setDirty(false);
      toast.success(text.saved);
      if (record) form.setFieldsValue(productFormOf(saved));
      else void navigate(hrefOf('adminProductEdit', { id: saved.id }), { replace: true });
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(initial);
    setDirty(false);
  };

  return (
    <AdminEditorFrame
      title={record ? text.editTitle(record.name) : text.createTitle}
      tag={
        record ? (
          <>
            <StatusTag status={record.status} />
            <ShelfBadge onShelf={record.onShelf} />
          </>
        ) : null
      }
      meta={record ? <span>{text.meta(record.code, record.updateTime)}</span> : null}
      onBack={back}
    >
      <Form<ProductFormValues>
        form={form}
        name="productEditor"
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        className={adminEditorStyles.form}
      >
        <h2 className={styles.section}>{text.basics}</h2>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={text.code} {...productField('code')}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={text.name} {...productField('name')}>
              <Input maxLength={40} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label={text.status} {...productField('status')}>
              <Select options={STATUS_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="categoryId" label={text.category}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={text.categoryNone}
                options={categories}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="description" label={text.description} {...productField('description')}>
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>

        <h2 className={styles.section}>{text.propsSection}</h2>
        <PropFields props={linked} categoryId={categoryId} />

        <h2 className={styles.section}>{text.skus}</h2>
        <p className={styles.hint}>{text.skusHint}</p>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noSkus} />
              ) : null}
              {fields.map((f, index) => (
                <SkuCard
                  key={f.key}
                  form={form}
                  index={index}
                  name={f.name}
                  onRemove={() => {
                    const sku = form.getFieldValue(['skus', f.name]) as SkuFormValues | undefined;
                    if (sku?.id === undefined) {
                      remove(f.name);
                      setDirty(true);
                      return;
                    }
                    confirm({
                      title: text.removeSkuTitle(sku.name || sku.skuCode),
                      content: text.removeSkuContent,
                      danger: true,
                      onConfirm: () => {
                        remove(f.name);
                        setDirty(true);
                      },
                    });
                  }}
                />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => {
                  add(emptySku());
                  setDirty(true);
                }}
                block
                disabled={fields.length >= 30}
              >
                {text.addSku}
              </Button>
            </>
          )}
        </Form.List>

        <div className={adminEditorStyles.actions}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {text.save}
          </Button>
          <Button onClick={reset}>{text.reset}</Button>
        </div>
      </Form>
    </AdminEditorFrame>
  );
}

/**
 * The product editor (/admin/product/list/create and /admin/product/list/edit/:id): the
 * product's details, its category's general properties and its SKUs, saved together.
 */
export function ProductEditorPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const detail = useProductDetail(id);
  const categories = useCategories();
  const props = useProps();
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const back = () => void navigate(paths.adminProductList);

  const invalidId = id !== undefined && !(Number.isSafeInteger(id) && id > 0);
  if (invalidId) {
    const missing = new ApiError({
      kind: 'status',
      status: Status.NOT_FOUND,
      message: text.notFound,
      httpStatus: 404,
      requestId: '',
    });
    return (
      <AdminEditorFallback
        query={{ isError: true, error: missing, refetch: () => undefined }}
        notFound={text.notFound}
        loadFailed={text.notFound}
        onBack={back}
      />
    );
  }
  const waiting = [id !== undefined ? detail : null, categories, props].find(
    (q) => q !== null && !q.data,
  );
  if (waiting) {
    return (
      <AdminEditorFallback
        query={waiting}
        notFound={text.notFound}
        loadFailed={waiting === detail ? text.loadFailed : text.propsLoadFailed}
        onBack={back}
      />
    );
  }
  return (
    <ProductForm
      // A saved new product arrives here again by its id: a fresh form for it.
      key={id ?? 'new'}
      record={id === undefined ? undefined : detail.data}
      props={props.data ?? []}
      categories={options}
    />
  );
}
