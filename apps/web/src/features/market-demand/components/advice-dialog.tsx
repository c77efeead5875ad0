import { SafetyOutlined } from '@ant-design/icons';
import {
  DIALOG_WIDTH,
  MARKET_DEMAND_LIMITS as LIMITS,
  MARKET_DEMAND_SUBJECT_LABELS,
  MarketDemandFormSchema,
  Status,
  type AreaItem,
} from '@pn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader, Form, Grid, Input, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { captchaImageUrl, newCaptchaUuid } from '@/lib/captcha';
import type { ConsultSource, ContactDialogProps } from '@/lib/contact-dialogs';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { areaChildrenQueryOptions, useProvinces } from '../api/get-area-children';
import { useSubmitMarketDemand } from '../api/submit-market-demand';
import { needsChildren, toAreaOptions, type AreaOption, type LoadedAreas } from '../area-options';
import { adviceText as text } from '../text';
import styles from './advice-dialog.module.css';

interface AdviceValues {
  companyName: string;
  /** Area ids, province first. */
  address: string[];
  userName: string;
  userTel: string;
  userEmail: string;
  userMarketDemand: string;
  verifyCode: string;
}

const rule = (field: keyof AdviceValues) => zodField(MarketDemandFormSchema, field);

/** Where a demand comes from when nothing says: the floating widget. */
const WIDGET: ConsultSource = { kind: 'widget' };

/** What the dialog says the demand is about, for an item's consult button; else undefined. */
function subjectOf(source: ConsultSource): { line: string; seed: string } | undefined {
  const label = MARKET_DEMAND_SUBJECT_LABELS[source.kind];
  const name = source.name?.trim();
  if (!label || !name) return undefined;
  return { line: text.subject(label, name), seed: text.seed(name) };
}

/**
 * The 600 px market-demand dialog (spec §4, §5), opened by the contact widget and by every
 * consult button: the region is chosen level by level, a fresh captcha is drawn at every
 * opening, closing resets the form, and a refused captcha is silently replaced. Opened from
 * an item (a product, a solution, a case, an application) it says so in a read-only line and
 * starts the demand text with it; the source goes with the demand. A successful submission
 * gives the demand's reference number.
 */
export default function AdviceDialog({ open, onClose, source = WIDGET }: ContactDialogProps) {
  const [form] = Form.useForm<AdviceValues>();
  const subject = subjectOf(source);
  // Another subject is another form: it starts again from that subject's text.
  const formKey = `${source.kind}:${source.id ?? ''}:${source.name ?? ''}`;
  // Labels beside the fields on wide screens, above them on phones.
  const horizontal = Grid.useBreakpoint().sm === true;
  const queryClient = useQueryClient();
  const submit = useSubmitMarketDemand();
  // Guards the gap between a second click and the pending state reaching the button.
  const inFlight = useRef(false);

  const [captchaUuid, setCaptchaUuid] = useState(newCaptchaUuid);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCaptchaUuid(newCaptchaUuid());
  }
  const refreshCaptcha = () => {
    setCaptchaUuid(newCaptchaUuid());
    form.setFieldValue('verifyCode', '');
  };

  const provinces = useProvinces();
  const [loaded, setLoaded] = useState<LoadedAreas>({});
  const options = useMemo(
    () => toAreaOptions(provinces.data ?? [], loaded),
    [provinces.data, loaded],
  );
  const loadChildren = (path: AreaOption[]) => {
    const option = path.at(-1);
    if (!option || !needsChildren(option)) return;
    const store = (children: readonly AreaItem[] | 'failed') =>
      setLoaded((current) => ({ ...current, [option.value]: children }));
    queryClient.fetchQuery(areaChildrenQueryOptions(option.value)).then(store, (error: unknown) => {
      showActionError(error);
      store('failed');
    });
  };

  const close = () => {
    form.resetFields();
    onClose();
  };

  const onFinish = (values: AdviceValues) => {
    if (inFlight.current) return;
    const input = parseForm(MarketDemandFormSchema, { ...values, uuid: captchaUuid, source });
    inFlight.current = true;
    submit.mutate(input, {
      onSuccess: ({ refNo }) => {
        // Long enough to note the number down.
        toast.success(text.submitted(refNo), 10);
        close();
      },
      onError: (error) => {
        // The server spends the captcha on every attempt: always draw a new one.
        refreshCaptcha();
        if (!(isApiError(error) && error.status === Status.CAPTCHA_INVALID)) {
          showActionError(error);
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const areasNotFound = provinces.isError
    ? text.areasFailed
    : provinces.isPending
      ? text.areasLoading
      : undefined;

  return (
    <Modal
      open={open}
      title={text.title}
      width={DIALOG_WIDTH.advice}
      centered
      mask={{ closable: false }}
      onCancel={close}
      onOk={() => form.submit()}
      okText={text.submit}
      cancelText={text.cancel}
      confirmLoading={submit.isPending}
      classNames={{ body: styles.body }}
    >
      <p className={styles.lead}>{text.lead}</p>
      {subject ? <p className={styles.subject}>{subject.line}</p> : null}
      <Form<AdviceValues>
        key={formKey}
        form={form}
        initialValues={subject ? { userMarketDemand: subject.seed } : undefined}
        name="market-demand"
        layout={horizontal ? 'horizontal' : 'vertical'}
        labelCol={horizontal ? { flex: '96px' } : undefined}
        labelWrap
        colon={false}
        onFinish={onFinish}
        className={styles.form}
      >
        <Form.Item name="companyName" label={text.companyName} {...rule('companyName')}>
          <Input
            placeholder={text.companyNamePlaceholder}
            maxLength={LIMITS.companyName}
            autoComplete="organization"
          />
        </Form.Item>
        <Form.Item name="address" label={text.address} {...rule('address')}>
          <Cascader<AreaOption>
            options={options}
            loadData={loadChildren}
            placeholder={text.addressPlaceholder}
            notFoundContent={areasNotFound}
            onOpenChange={(opening) => {
              if (opening && provinces.isError) void provinces.refetch();
            }}
            displayRender={(labels) => labels.join(' / ')}
          />
        </Form.Item>
        <Form.Item name="userName" label={text.userName} {...rule('userName')}>
          <Input
            placeholder={text.userNamePlaceholder}
            maxLength={LIMITS.userName}
            autoComplete="name"
          />
        </Form.Item>
        <Form.Item name="userTel" label={text.userTel} {...rule('userTel')}>
          <Input
            type="tel"
            inputMode="numeric"
            placeholder={text.userTelPlaceholder}
            maxLength={LIMITS.userTel}
            autoComplete="tel-national"
          />
        </Form.Item>
        <Form.Item name="userEmail" label={text.userEmail} {...rule('userEmail')}>
          <Input
            type="email"
            placeholder={text.userEmailPlaceholder}
            maxLength={LIMITS.userEmail}
            autoComplete="email"
          />
        </Form.Item>
        <Form.Item
          name="userMarketDemand"
          label={text.userMarketDemand}
          {...rule('userMarketDemand')}
        >
          <Input.TextArea
            placeholder={text.userMarketDemandPlaceholder}
            maxLength={LIMITS.userMarketDemand}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item label={text.verifyCode} required htmlFor="market-demand_verifyCode">
          <div className={styles.captchaRow}>
            <Form.Item name="verifyCode" noStyle {...rule('verifyCode')}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={text.verifyCodePlaceholder}
                maxLength={8}
                autoComplete="off"
              />
            </Form.Item>
            <button
              type="button"
              className={styles.captchaButton}
              onClick={refreshCaptcha}
              title={text.captchaRefresh}
            >
              <img
                src={captchaImageUrl(captchaUuid)}
                alt={text.captchaAlt}
                width={112}
                height={40}
              />
            </button>
          </div>
        </Form.Item>
        <p className={styles.privacy}>{text.privacy}</p>
      </Form>
    </Modal>
  );
}
