import {
  BILLING_PERIOD_LABELS,
  formatFen,
  ORDER_MAX_MONTHS,
  ORDER_STEPS,
  ORDER_TYPE_FORMS,
  ORDER_TYPE_NAMES,
  OrderConfigSchema,
  OrderMessages,
  productHref,
  type OrderConfigInput,
  type OrderQuote,
  type OrderType,
  type PortalOffer,
  type SkuItem,
} from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Steps,
} from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BandwidthSlider } from '@/components/bandwidth-slider';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSession } from '@/lib/session';
import { usePortalOffer } from '@/lib/portal-offer';
import { useCommitOrder, useQuote, type CommitResult } from '../api/orders';
import { orderDetailPath } from '../paths';
import styles from './order-flow.module.css';

const orderPath = (t: OrderType) => paths.productOrder.replace(':type', t);

const MONTH_OPTIONS = [1, 3, 6, 12, 24, 36].map((m) => ({ value: m, label: `${m}个月` }));

/** What step 1's form holds: the configuration, with the cards as typed (one per line). */
interface ConfigForm extends Omit<OrderConfigInput, 'msisdns' | 'type' | 'customProps'> {
  cardsText?: string;
  customProps?: Record<string, string | number | undefined>;
}

/** The cards typed in the text area: one per line, or separated by commas or spaces. */
export function parseCards(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,，、;；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const rule = (field: Parameters<typeof zodField<typeof OrderConfigSchema>>[1]) =>
  zodField(OrderConfigSchema, field);

function newDraftKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-draft`;
}

function priceLine(sku: SkuItem): string {
  const base = sku.bandwidthTiers[0]?.priceFen ?? sku.priceFen;
  return `${formatFen(base)}${sku.bandwidthTiers.length ? ' 起' : ''} / ${sku.unit}`;
}

/**
 * /product/order/{type}: the three-step order (订单配置, 订单确认, 订单提交). The price is
 * always the server's, computed from the catalogue; the submission carries the price the
 * customer confirmed and a key per draft, so a stale price is refused and a repeated
 * click makes one order.
 */
export function OrderFlow({ type }: { type: OrderType }) {
  // Read afresh on every visit: the steps show the catalogue's current SKUs and prices.
  const offer = usePortalOffer(type, { staleTime: 0, background: false });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>订购{ORDER_TYPE_NAMES[type]}</h1>
      {type === 'B3' || type === 'B3_HA' ? (
        <p className={styles.variant}>
          {type === 'B3' ? (
            <>
              需要双UPF冗余、故障自动切换？
              <Link to={orderPath('B3_HA')}>订购高可用版</Link>
            </>
          ) : (
            <>
              单UPF即可满足？<Link to={orderPath('B3')}>订购标准版</Link>
            </>
          )}
        </p>
      ) : null}
      <DataState query={offer} rows={8}>
        {offer.data ? (
          offer.data.onShelf ? (
            <OrderSteps type={type} offer={offer.data} />
          ) : (
            <Result
              status="warning"
              title={OrderMessages.PRODUCT_OFF_SHELF}
              subTitle="如需了解该产品，请联系客户经理或在线留言。"
              extra={
                <Link to={productHref(ORDER_TYPE_FORMS[type].product) ?? paths.home}>
                  返回产品介绍
                </Link>
              }
            />
          )
        ) : null}
      </DataState>
    </div>
  );
}

function OrderSteps({ type, offer }: { type: OrderType; offer: PortalOffer }) {
  const form = ORDER_TYPE_FORMS[type];
  const [step, setStep] = useState(0);
  const [config, setConfig] = useState<OrderConfigInput | null>(null);
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [draftKey, setDraftKey] = useState(newDraftKey);
  const [done, setDone] = useState<CommitResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const quoteMutation = useQuote();
  const commit = useCommitOrder();

  const toConfirm = async (next: OrderConfigInput) => {
    try {
      const q = await quoteMutation.mutateAsync(next);
      // A changed configuration is a new draft: its submission gets its own key.
      if (JSON.stringify(next) !== JSON.stringify(config)) setDraftKey(newDraftKey());
      setConfig(next);
      setQuote(q);
      setNotice(null);
      setStep(1);
    } catch (err) {
      toast.error(errorMessageOf(err));
    }
  };

  const submit = async () => {
    if (!config || !quote) return;
    try {
      const result = await commit.mutateAsync({
        config,
        expectedAmountFen: quote.amountFen,
        idempotencyKey: draftKey,
      });
      setDone(result);
      setStep(2);
    } catch (err) {
      // The price moved: the server answers the new one; show it for a fresh confirmation.
      if (
        isApiError(err) &&
        err.result &&
        typeof err.result === 'object' &&
        'amountFen' in err.result
      ) {
        setQuote(err.result as OrderQuote);
        setNotice(err.message);
        return;
      }
      toast.error(errorMessageOf(err));
    }
  };

  return (
    <>
      <Steps
        className={styles.steps}
        current={step}
        items={ORDER_STEPS.map((title) => ({ title }))}
        responsive
      />
      {step === 0 ? (
        <ConfigStep
          type={type}
          offer={offer}
          initial={config}
          loading={quoteMutation.isPending}
          onNext={toConfirm}
        />
      ) : null}
      {step === 1 && config && quote ? (
        <Card className={styles.card} title="请确认订单信息">
          {notice ? (
            <Alert type="warning" showIcon message={notice} className={styles.notice} />
          ) : null}
          <ConfirmView config={config} quote={quote} siteLabel={form.siteLabel} offer={offer} />
          <div className={styles.actions}>
            <Button onClick={() => setStep(0)} disabled={commit.isPending}>
              上一步
            </Button>
            <Button type="primary" loading={commit.isPending} onClick={() => void submit()}>
              提交订单
            </Button>
          </div>
        </Card>
      ) : null}
      {step === 2 && done ? (
        <Card className={styles.card}>
          <Result
            status="success"
            title={done.created ? '订单已提交' : '该订单此前已提交'}
            subTitle={
              <>
                <div>
                  订单号 <strong data-testid="order-no">{done.orderNo}</strong>，金额{' '}
                  {formatFen(done.amountFen)}
                </div>
                <div>
                  运营人员将在1-2个工作日内审核，审核通过后系统自动开通，结果会以消息通知您。
                </div>
              </>
            }
            extra={[
              <Link key="detail" to={orderDetailPath(done.id)}>
                <Button type="primary">查看订单</Button>
              </Link>,
              <Link key="orders" to={paths.userOrder}>
                <Button>我的订单</Button>
              </Link>,
            ]}
          />
        </Card>
      ) : null}
    </>
  );
}

function ConfigStep({
  type,
  offer,
  initial,
  loading,
  onNext,
}: {
  type: OrderType;
  offer: PortalOffer;
  initial: OrderConfigInput | null;
  loading: boolean;
  onNext: (config: OrderConfigInput) => void;
}) {
  const form = ORDER_TYPE_FORMS[type];
  const profile = useSession((s) => s.profile);
  const [values] = Form.useForm<ConfigForm>();
  const skuId = Form.useWatch('skuId', values) as number | undefined;
  const level = Form.useWatch('bandwidthLevel', values) as number | undefined;
  const sku = offer.skus.find((s) => s.id === skuId);
  const initialValues = useMemo<ConfigForm>(
    () =>
      initial
        ? { ...initial, cardsText: (initial.msisdns ?? []).join('\n') }
        : {
            skuId: offer.skus[0]?.id ?? 0,
            bandwidthLevel: offer.skus[0]?.bandwidthTiers.length ? 1 : 0,
            months: 12,
            contactName: profile?.realName ?? '',
            contactPhone: /^1[3-9]\d{9}$/.test(profile?.tel ?? '') ? profile!.tel : '',
            dnn: '',
            site: '',
            remark: '',
            cardsText: '',
            customProps: {},
          },
    // The first render's values only: the form owns them afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const next = async () => {
    const v = await validateForm(values);
    const custom: Record<string, string> = {};
    for (const [k, val] of Object.entries(v.customProps ?? {})) {
      if (val !== undefined && val !== null && String(val).trim() !== '')
        custom[k] = String(val).trim();
    }
    onNext({
      type,
      skuId: v.skuId,
      bandwidthLevel: sku?.bandwidthTiers.length ? (v.bandwidthLevel ?? 0) : 0,
      months: v.months,
      msisdns: form.cards === 'none' ? [] : parseCards(v.cardsText),
      dnn: v.dnn ?? '',
      site: v.site ?? '',
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      customProps: custom,
      remark: v.remark ?? '',
    });
  };

  return (
    <Card className={styles.card} title="订单配置">
      <Form<ConfigForm>
        form={values}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={initialValues}
        onFinish={() => void next()}
        name="orderConfig"
        requiredMark
      >
        <Form.Item name="skuId" label="套餐规格" {...rule('skuId')}>
          <Radio.Group
            className={styles.skus}
            onChange={(e) => {
              const chosen = offer.skus.find((s) => s.id === e.target.value);
              values.setFieldValue('bandwidthLevel', chosen?.bandwidthTiers.length ? 1 : 0);
            }}
          >
            {offer.skus.map((s) => (
              <Radio.Button key={s.id} value={s.id} className={styles.sku}>
                <span className={styles.skuName}>{s.name}</span>
                <span className={styles.skuPrice}>
                  {priceLine(s)} · {BILLING_PERIOD_LABELS[s.billingPeriod]}
                </span>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {sku && sku.bandwidthTiers.length > 0 ? (
          <Form.Item
            name="bandwidthLevel"
            label="带宽"
            required
            rules={[
              {
                validator: async (_r, v: number | undefined) => {
                  if (!v) throw new Error(OrderMessages.BANDWIDTH_REQUIRED);
                },
              },
            ]}
            extra={<BandwidthPrice sku={sku} level={level} />}
          >
            <BandwidthSlider name="bandwidthLevel" marks={sku.bandwidthTiers.map((t) => t.mbps)} />
          </Form.Item>
        ) : null}
        <Form.Item name="months" label="订购时长" {...rule('months')}>
          <Select
            options={MONTH_OPTIONS}
            style={{ width: 160 }}
            aria-label="订购时长"
            placeholder={`1-${ORDER_MAX_MONTHS}个月`}
          />
        </Form.Item>
        {form.cards !== 'none' ? (
          <Form.Item
            name="cardsText"
            label="适用卡号"
            required={form.cards === 'required'}
            extra="每行一个11位卡号，也可用逗号或空格分隔；须为本企业的物联网卡"
            rules={[
              {
                validator: async (_r, text: string | undefined) => {
                  const cards = parseCards(text);
                  if (form.cards === 'required' && cards.length === 0)
                    throw new Error(OrderMessages.CARDS_REQUIRED);
                  const parsed = OrderConfigSchema.shape.msisdns.safeParse(cards);
                  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
                },
              },
            ]}
          >
            <Input.TextArea rows={4} placeholder="例如：14412345678" />
          </Form.Item>
        ) : null}
        {form.dnn !== 'none' ? (
          <Form.Item
            name="dnn"
            label="DNN"
            required={form.dnn === 'required'}
            extra="例如 factory.sz.5gpn"
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  const dnn = (v ?? '').trim();
                  if (form.dnn === 'required' && !dnn) throw new Error(OrderMessages.DNN_REQUIRED);
                  if (dnn && !/^[a-z0-9][a-z0-9.-]{2,62}$/.test(dnn))
                    throw new Error(OrderMessages.DNN_INVALID);
                },
              },
            ]}
          >
            <Input maxLength={63} style={{ maxWidth: 360 }} />
          </Form.Item>
        ) : null}
        {form.site === 'required' ? (
          <Form.Item
            name="site"
            label={form.siteLabel}
            required
            rules={[
              { whitespace: true, required: true, message: `请输入${form.siteLabel}` },
              { max: 60, message: '部署位置不能超过60个字符' },
            ]}
          >
            <Input
              maxLength={60}
              style={{ maxWidth: 480 }}
              placeholder="如：深圳市南山区科技园一号厂区"
            />
          </Form.Item>
        ) : null}
        {offer.customProps.map((p) => (
          <Form.Item
            key={p.id}
            name={['customProps', String(p.id)]}
            label={p.name}
            required={p.required}
            rules={[
              {
                validator: async (_r, v: unknown) => {
                  if (p.required && (v === undefined || v === null || String(v).trim() === ''))
                    throw new Error(`请填写${p.name}`);
                },
              },
            ]}
          >
            {p.inputType === 'select' ? (
              <Select
                allowClear
                style={{ maxWidth: 320 }}
                options={p.values.map((v) => ({ value: v, label: v }))}
              />
            ) : p.inputType === 'number' ? (
              <InputNumber min={0} precision={0} addonAfter={p.unit || undefined} />
            ) : (
              <Input maxLength={100} style={{ maxWidth: 480 }} />
            )}
          </Form.Item>
        ))}
        <Form.Item name="contactName" label="联系人" {...rule('contactName')}>
          <Input maxLength={20} style={{ maxWidth: 240 }} autoComplete="name" />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" {...rule('contactPhone')}>
          <Input maxLength={11} style={{ maxWidth: 240 }} autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="remark" label="备注" {...rule('remark')}>
          <Input.TextArea rows={2} maxLength={200} showCount style={{ maxWidth: 560 }} />
        </Form.Item>
        <div className={styles.actions}>
          <Link to={productHref(form.product) ?? paths.home}>
            <Button>返回</Button>
          </Link>
          <Button type="primary" htmlType="submit" loading={loading}>
            下一步
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function BandwidthPrice({ sku, level }: { sku: SkuItem; level: number | undefined }) {
  const tier = level ? sku.bandwidthTiers[level - 1] : undefined;
  if (!tier) return <span>请选择带宽档位</span>;
  return (
    <span>
      {tier.mbps} Mbps：{formatFen(tier.priceFen)} / {sku.unit}
      {sku.chargeBy === 'card' ? '（按卡计费）' : ''}
    </span>
  );
}

function ConfirmView({
  config,
  quote,
  siteLabel,
  offer,
}: {
  config: OrderConfigInput;
  quote: OrderQuote;
  siteLabel: string;
  offer: PortalOffer;
}) {
  const cards = config.msisdns ?? [];
  const custom = offer.customProps.filter((p) => config.customProps?.[String(p.id)]);
  return (
    <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
      <Descriptions.Item label="产品">{quote.productName}</Descriptions.Item>
      <Descriptions.Item label="套餐规格">{quote.skuName}</Descriptions.Item>
      {quote.bandwidthMbps !== null ? (
        <Descriptions.Item label="带宽">{quote.bandwidthMbps} Mbps</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="订购时长">{config.months}个月</Descriptions.Item>
      {cards.length > 0 ? (
        <Descriptions.Item label={`适用卡号（${cards.length}张）`} span={2}>
          <span style={{ wordBreak: 'break-all' }}>{cards.join('、')}</span>
        </Descriptions.Item>
      ) : null}
      {config.dnn ? <Descriptions.Item label="DNN">{config.dnn}</Descriptions.Item> : null}
      {config.site ? <Descriptions.Item label={siteLabel}>{config.site}</Descriptions.Item> : null}
      {custom.map((p) => (
        <Descriptions.Item key={p.id} label={p.name}>
          {config.customProps?.[String(p.id)]}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="联系人">
        {config.contactName} {config.contactPhone}
      </Descriptions.Item>
      {config.remark ? <Descriptions.Item label="备注">{config.remark}</Descriptions.Item> : null}
      <Descriptions.Item label="单价">
        {formatFen(quote.unitPriceFen)} / {quote.unit}
      </Descriptions.Item>
      <Descriptions.Item label="计费">
        {quote.quantity}
        {quote.chargeBy === 'card' ? '张卡' : '份'} × {quote.periods}
        {quote.billingPeriod === 'month' ? '个月' : '次'}
      </Descriptions.Item>
      <Descriptions.Item label="订单金额" span={2}>
        <strong className={styles.amount} data-testid="order-amount">
          {formatFen(quote.amountFen)}
        </strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
