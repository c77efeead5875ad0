import { CaseFormSchema, type CaseDetail } from '@pn/shared';
import { adminText as text } from '../content';
import { caseValuesOf, casePayloadOf, emptyCaseValues, type CaseFormValues } from '../form-values';
import { caseKind, caseLabels as label, ROW_LIMITS } from '../kinds';
import {
  ContentEditor,
  EditorSection,
  type EditorScreenProps,
  type EditorSpec,
} from './content-editor';
import { BackgroundBlock, BasicBlock, LongTextItem, ResolveBlock } from './editor-blocks';
import { ServiceContentEditor } from './service-content-editor';

const spec: EditorSpec<CaseDetail, CaseFormValues> = {
  empty: emptyCaseValues,
  valuesOf: caseValuesOf,
  payloadOf: casePayloadOf,
  schema: CaseFormSchema,
  nameOf: (values) => values.name.trim(),
};

const block = { schema: CaseFormSchema, folder: 'case' } as const;

/** The success-case editor (spec §3 case form). */
export function CaseEditor(props: EditorScreenProps) {
  return (
    <ContentEditor kind={caseKind} spec={spec} {...props}>
      <BasicBlock
        {...block}
        title={{ name: 'name', label: label.name }}
        tradeLabel={label.trade}
        front={{ name: 'front', label: label.front }}
        banner={{ name: 'banner', label: label.banner }}
      />
      <BackgroundBlock label={label.businessNeeds} max={ROW_LIMITS.caseBusinessNeeds}>
        <LongTextItem {...block} name="background" label={label.background} />
      </BackgroundBlock>
      <ResolveBlock {...block} labels={label} />
      <EditorSection title={text.sectionService}>
        <ServiceContentEditor label={label.serviceContent} />
        <LongTextItem {...block} name="serviceDesc" label={label.serviceDesc} />
      </EditorSection>
      <EditorSection title={text.sectionValue}>
        <LongTextItem {...block} name="value" label={label.value} />
      </EditorSection>
    </ContentEditor>
  );
}
