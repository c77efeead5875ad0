import { FAQ_CATEGORIES, FAQ_LIMITS, FaqSaveSchema, FaqStatus, type FaqItem } from '@pn/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { parseForm, zodField } from '@/lib/form-rules';
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

  return (
    <AdminEditorDrawer
      open={open}
      title={item ? text.editTitle : text.createTitle}
      name="faqEditor"
      form={form}
      initialValues={valuesOf(item)}
      recordKey={item?.id ?? 'new'}
      onSave={(values) =>
        save.mutateAsync(
          parseForm(FaqSaveSchema, {
            pkId: item?.id,
            question: values.question,
            answer: values.answer,
            keywords: values.keywords,
            category: values.category,
            hot: values.hot,
            sortNum: values.sortNum ?? 0,
            status: values.enabled ? FaqStatus.ENABLED : FaqStatus.DISABLED,
          }),
        )
      }
      onClose={onClose}
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
    </AdminEditorDrawer>
  );
}
