import {
  DIALOG_WIDTH,
  FAQ_CATEGORIES,
  FAQ_LIMITS,
  FaqSaveSchema,
  FaqStatus,
  type FaqItem,
} from '@pn/shared';
import { Button, Drawer, Form, Grid, Input, InputNumber, Select, Space, Switch } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSaveFaq } from '../api/faq-admin';
import { faqAdminText as text } from '../text';

interface FaqFormValues {
  question: string;
  answer: string;
  keywords: string[];
  category?: string;
  hot: boolean;
  sortNum: number | null;
  enabled: boolean;
}

const EMPTY: FaqFormValues = {
  question: '',
  answer: '',
  keywords: [],
  category: undefined,
  hot: false,
  sortNum: 0,
  enabled: true,
};

function valuesOf(item: FaqItem | undefined): FaqFormValues {
  if (!item) return EMPTY;
  return {
    question: item.question,
    answer: item.answer,
    keywords: item.keywords,
    category: item.category,
    hot: item.hot,
    sortNum: item.sortNum,
    enabled: item.status === FaqStatus.ENABLED,
  };
}

interface FaqEditorDrawerProps {
  open: boolean;
  /** The question being edited; absent to create one. */
  item: FaqItem | undefined;
  onClose: () => void;
}

/** The FAQ form in a drawer: question, answer, keywords, category, hot flag, sort, state. */
export function FaqEditorDrawer({ open, item, onClose }: FaqEditorDrawerProps) {
  const [form] = Form.useForm<FaqFormValues>();
  const save = useSaveFaq();
  const screens = Grid.useBreakpoint();

  const submit = async () => {
    const values = await form.validateFields();
    const input = parseForm(FaqSaveSchema, {
      pkId: item?.id,
      question: values.question,
      answer: values.answer,
      keywords: values.keywords,
      category: values.category,
      hot: values.hot,
      sortNum: values.sortNum ?? 0,
      status: values.enabled ? FaqStatus.ENABLED : FaqStatus.DISABLED,
    });
    save.mutate(input, {
      onSuccess: () => {
        toast.success('保存成功');
        onClose();
      },
      onError: (error) => showActionError(error),
    });
  };

  return (
    <Drawer
      open={open}
      title={item ? text.editTitle : text.createTitle}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {text.save}
          </Button>
        </Space>
      }
    >
      <Form
        name="faqEditor"
        form={form}
        layout="vertical"
        initialValues={valuesOf(item)}
        key={item?.id ?? 'new'}
      >
        <Form.Item name="question" label={text.question} {...zodField(FaqSaveSchema, 'question')}>
          <Input placeholder={text.questionPlaceholder} maxLength={FAQ_LIMITS.question} showCount />
        </Form.Item>
        <Form.Item name="answer" label={text.answer} {...zodField(FaqSaveSchema, 'answer')}>
          <Input.TextArea
            placeholder={text.answerPlaceholder}
            maxLength={FAQ_LIMITS.answer}
            showCount
            autoSize={{ minRows: 5, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item
          name="keywords"
          label={text.keywords}
          extra={text.keywordsExtra(FAQ_LIMITS.keywords, FAQ_LIMITS.keyword)}
          {...zodField(FaqSaveSchema, 'keywords')}
        >
          <Select
            mode="tags"
            placeholder={text.keywordsPlaceholder}
            maxCount={FAQ_LIMITS.keywords}
            tokenSeparators={[',', '，', '、']}
          />
        </Form.Item>
        <Form.Item name="category" label={text.category} {...zodField(FaqSaveSchema, 'category')}>
          <Select
            placeholder={text.categoryChoose}
            options={FAQ_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
          />
        </Form.Item>
        <Form.Item name="hot" label={text.hotLabel} valuePropName="checked" extra={text.hotExtra}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="sortNum"
          label={text.sortNum}
          extra={text.sortExtra}
          {...zodField(FaqSaveSchema, 'sortNum')}
        >
          <InputNumber min={0} max={FAQ_LIMITS.sortNum} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={text.statusLabel}
          valuePropName="checked"
          extra={text.statusExtra}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
