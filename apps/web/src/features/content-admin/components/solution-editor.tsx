import { CONTENT_LIMITS as L, SolutionFormSchema, type SolutionDetail } from '@pn/shared';
import { Form, Input } from 'antd';
import { ImageUpload } from '@/components/admin/image-upload';
import { zodField } from '@/lib/form-rules';
import { adminText as text } from '../content';
import {
  emptySolutionValues,
  solutionPayloadOf,
  solutionValuesOf,
  type SolutionFormValues,
} from '../form-values';
import { ROW_LIMITS, solutionKind, solutionLabels as label } from '../kinds';
import {
  ContentEditor,
  EditorSection,
  type EditorScreenProps,
  type EditorSpec,
} from './content-editor';
import { IndustrySelect } from './industry-select';
import { Net5gChecklist } from './net5g-checklist';
import { RowListEditor } from './row-list-editor';

const spec: EditorSpec<SolutionDetail, SolutionFormValues> = {
  empty: emptySolutionValues,
  valuesOf: solutionValuesOf,
  payloadOf: solutionPayloadOf,
  schema: SolutionFormSchema,
  nameOf: (values) => values.methodName.trim(),
};

const rule = (field: Parameters<typeof zodField<typeof SolutionFormSchema>>[1]) =>
  zodField(SolutionFormSchema, field);

const longText = { autoSize: { minRows: 3, maxRows: 12 }, maxLength: L.text } as const;

/** The industry-solution editor (spec §3 solution form). */
export function SolutionEditor(props: EditorScreenProps) {
  return (
    <ContentEditor kind={solutionKind} spec={spec} {...props}>
      <EditorSection title={text.sectionBasic}>
        <Form.Item name="methodName" label={label.methodName} {...rule('methodName')}>
          <Input maxLength={L.name} showCount />
        </Form.Item>
        <Form.Item name="trade" label={label.trade} {...rule('trade')}>
          <IndustrySelect placeholder={text.selectIndustry} />
        </Form.Item>
        <Form.Item name="methodDesc" label={label.methodDesc} {...rule('methodDesc')}>
          <Input.TextArea {...longText} />
        </Form.Item>
        <Form.Item name="fontPic" label={label.fontPic} {...rule('fontPic')}>
          <ImageUpload folder="solution" alt={label.fontPic} hint={text.pictureAdvice.front} />
        </Form.Item>
        <Form.Item name="bannerPic" label={label.bannerPic} {...rule('bannerPic')}>
          <ImageUpload folder="solution" alt={label.bannerPic} hint={text.pictureAdvice.banner} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionBackground}>
        <RowListEditor
          name="businessNeeds"
          label={label.businessNeeds}
          max={ROW_LIMITS.solutionBusinessNeeds}
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
          <ImageUpload folder="solution" alt={label.resolvePic} hint={text.pictureAdvice.resolve} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionNetwork}>
        <Net5gChecklist label={label.net5gContent} />
        <Form.Item name="net5gDesc" label={label.net5gDesc} {...rule('net5gDesc')}>
          <Input.TextArea {...longText} />
        </Form.Item>
      </EditorSection>

      <EditorSection title={text.sectionScenes}>
        <RowListEditor
          name="appScenes"
          label={label.appScenes}
          max={ROW_LIMITS.appScenes}
          url={{ kind: 'picture', folder: 'solution', hint: text.pictureAdvice.scene }}
        />
        <Form.Item name="sceneContent" label={label.sceneContent} {...rule('sceneContent')}>
          <Input.TextArea {...longText} />
        </Form.Item>
        <RowListEditor
          name="customerCases"
          label={label.customerCases}
          max={ROW_LIMITS.customerCases}
          url={{ kind: 'link' }}
        />
      </EditorSection>
    </ContentEditor>
  );
}
