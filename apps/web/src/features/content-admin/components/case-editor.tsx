import { CaseFormSchema, CONTENT_LIMITS as L, type CaseDetail } from '@pn/shared';
import { Form, Input } from 'antd';
import { ImageUpload } from '@/components/admin/image-upload';
import { zodField } from '@/lib/form-rules';
import { adminText as text } from '../content';
import { caseValuesOf, casePayloadOf, emptyCaseValues, type CaseFormValues } from '../form-values';
import { caseKind, caseLabels as label, ROW_LIMITS } from '../kinds';
import {
  ContentEditor,
  EditorSection,
  type EditorScreenProps,
  type EditorSpec,
} from './content-editor';
import { IndustrySelect } from './industry-select';
import { RowListEditor } from './row-list-editor';
import { ServiceContentEditor } from './service-content-editor';

const spec: EditorSpec<CaseDetail, CaseFormValues> = {
  empty: emptyCaseValues,
  valuesOf: caseValuesOf,
  payloadOf: casePayloadOf,
  schema: CaseFormSchema,
  nameOf: (values) => values.name.trim(),
};

const rule = (field: Parameters<typeof zodField<typeof CaseFormSchema>>[1]) =>
  zodField(CaseFormSchema, field);

const longText = { autoSize: { minRows: 3, maxRows: 12 }, maxLength: L.text } as const;

/** The success-case editor (spec §3 case form). */
export function CaseEditor(props: EditorScreenProps) {
  return (
    <ContentEditor kind={caseKind} spec={spec} {...props}>
      <EditorSection title={text.sectionBasic}>
        <Form.Item name="name" label={label.name} {...rule('name')}>
          <Input maxLength={L.name} showCount />
        </Form.Item>
        <Form.Item name="trade" label={label.trade} {...rule('trade')}>
          <IndustrySelect placeholder={text.selectIndustry} />
        </Form.Item>
        <Form.Item name="front" label={label.front} {...rule('front')}>
          <ImageUpload folder="case" alt={label.front} hint={text.pictureAdvice.front} />
        </Form.Item>
        <Form.Item name="banner" label={label.banner} {...rule('banner')}>
          <ImageUpload folder="case" alt={label.banner} hint={text.pictureAdvice.banner} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionBackground}>
        <Form.Item name="background" label={label.background} {...rule('background')}>
          <Input.TextArea {...longText} />
        </Form.Item>
        <RowListEditor
          name="businessNeeds"
          label={label.businessNeeds}
          max={ROW_LIMITS.caseBusinessNeeds}
          url={{ kind: 'link' }}
        />
      </EditorSection>

      <EditorSection title={text.sectionSolution}>
        <Form.Item name="resolveTitle" label={label.resolveTitle} {...rule('resolveTitle')}>
          <Input maxLength={L.title} showCount />
        </Form.Item>
        <Form.Item name="resolveDesc" label={label.resolveDesc} {...rule('resolveDesc')}>
          <Input.TextArea {...longText} />
        </Form.Item>
        <Form.Item name="resolvePic" label={label.resolvePic} {...rule('resolvePic')}>
          <ImageUpload folder="case" alt={label.resolvePic} hint={text.pictureAdvice.resolve} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionService}>
        <ServiceContentEditor label={label.serviceContent} />
        <Form.Item name="serviceDesc" label={label.serviceDesc} {...rule('serviceDesc')}>
          <Input.TextArea {...longText} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionValue}>
        <Form.Item name="value" label={label.value} {...rule('value')}>
          <Input.TextArea {...longText} />
        </Form.Item>
      </EditorSection>
    </ContentEditor>
  );
}
