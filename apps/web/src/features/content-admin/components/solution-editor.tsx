import { SolutionFormSchema, type SolutionDetail } from '@pn/shared';
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
import { BackgroundBlock, BasicBlock, LongTextItem, ResolveBlock } from './editor-blocks';
import { Net5gChecklist } from './net5g-checklist';
import { RowListEditor } from './row-list-editor';

const spec: EditorSpec<SolutionDetail, SolutionFormValues> = {
  empty: emptySolutionValues,
  valuesOf: solutionValuesOf,
  payloadOf: solutionPayloadOf,
  schema: SolutionFormSchema,
  nameOf: (values) => values.methodName.trim(),
};

const block = { schema: SolutionFormSchema, folder: 'solution' } as const;

/** The industry-solution editor (spec §3 solution form). */
export function SolutionEditor(props: EditorScreenProps) {
  return (
    <ContentEditor kind={solutionKind} spec={spec} {...props}>
      <BasicBlock
        {...block}
        title={{ name: 'methodName', label: label.methodName }}
        tradeLabel={label.trade}
        front={{ name: 'fontPic', label: label.fontPic }}
        banner={{ name: 'bannerPic', label: label.bannerPic }}
      >
        <LongTextItem {...block} name="methodDesc" label={label.methodDesc} />
      </BasicBlock>
      <BackgroundBlock label={label.businessNeeds} max={ROW_LIMITS.solutionBusinessNeeds} />
      <ResolveBlock {...block} labels={label} />
      <EditorSection title={text.sectionNetwork}>
        <Net5gChecklist label={label.net5gContent} />
        <LongTextItem {...block} name="net5gDesc" label={label.net5gDesc} />
      </EditorSection>
      <EditorSection title={text.sectionScenes}>
        <RowListEditor
          name="appScenes"
          label={label.appScenes}
          max={ROW_LIMITS.appScenes}
          url={{ kind: 'picture', folder: 'solution', hint: text.pictureAdvice.scene }}
        />
        <LongTextItem {...block} name="sceneContent" label={label.sceneContent} />
        <RowListEditor
          name="customerCases"
          label={label.customerCases}
          max={ROW_LIMITS.customerCases}
          url={{ kind: 'case' }}
        />
      </EditorSection>
    </ContentEditor>
  );
}
