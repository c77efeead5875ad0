import { CONTENT_LIMITS as L, type UploadFolder } from '@pn/shared';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ImageUpload } from '@/components/admin/image-upload';
import { zodField } from '@/lib/form-rules';
import { adminText as text } from '../content';
import { EditorSection } from './content-editor';
import { IndustrySelect } from './industry-select';
import { RowListEditor } from './row-list-editor';

/**
 * The blocks the case and solution forms have in common. The two kinds name a few of
 * their fields differently (name / methodName, front / fontPic…): each block is told the
 * names, labels and upload folder of its kind, and checks with the kind's own schema.
 */

type FormSchema = z.ZodObject<z.ZodRawShape>;

interface Field {
  name: string;
  label: string;
}

interface BlockProps {
  schema: FormSchema;
  folder: Extract<UploadFolder, 'case' | 'solution'>;
}

const longText = { autoSize: { minRows: 3, maxRows: 12 }, maxLength: L.text } as const;

/** A multi-line text field checked by the kind's schema. */
export function LongTextItem({ schema, name, label }: Field & { schema: FormSchema }) {
  return (
    <Form.Item name={name} label={label} {...zodField(schema, name)}>
      <Input.TextArea {...longText} />
    </Form.Item>
  );
}

/** A picture field (cover, banner, solution picture). */
function PictureItem({ schema, folder, name, label, hint }: BlockProps & Field & { hint: string }) {
  return (
    <Form.Item name={name} label={label} {...zodField(schema, name)}>
      <ImageUpload folder={folder} alt={label} hint={hint} />
    </Form.Item>
  );
}

interface BasicBlockProps extends BlockProps {
  /** The record's name field. */
  title: Field;
  tradeLabel: string;
  front: Field;
  banner: Field;
  /** Fields of the kind's own between the industry and the pictures. */
  children?: ReactNode;
}

/** 基本信息: name, industry, (the kind's own fields), cover and banner pictures. */
export function BasicBlock({
  schema,
  folder,
  title,
  tradeLabel,
  front,
  banner,
  children,
}: BasicBlockProps) {
  return (
    <EditorSection title={text.sectionBasic}>
      <Form.Item name={title.name} label={title.label} {...zodField(schema, title.name)}>
        <Input maxLength={L.name} showCount />
      </Form.Item>
      <Form.Item name="trade" label={tradeLabel} {...zodField(schema, 'trade')}>
        <IndustrySelect placeholder={text.selectIndustry} />
      </Form.Item>
      {children}
      <PictureItem schema={schema} folder={folder} {...front} hint={text.pictureAdvice.front} />
      <PictureItem schema={schema} folder={folder} {...banner} hint={text.pictureAdvice.banner} />
    </EditorSection>
  );
}

interface BackgroundBlockProps {
  label: string;
  /** How many business needs the kind allows. */
  max: number;
  /** Fields of the kind's own before the list. */
  children?: ReactNode;
}

/** 背景与需求: the business needs, each a title, a description and a link. */
export function BackgroundBlock({ label, max, children }: BackgroundBlockProps) {
  return (
    <EditorSection title={text.sectionBackground}>
      {children}
      <RowListEditor name="businessNeeds" label={label} max={max} url={{ kind: 'link' }} />
    </EditorSection>
  );
}

interface ResolveBlockProps extends BlockProps {
  labels: { resolveTitle: string; resolveDesc: string; resolvePic: string };
}

/** 解决方案: its title, description and picture. */
export function ResolveBlock({ schema, folder, labels }: ResolveBlockProps) {
  return (
    <EditorSection title={text.sectionSolution}>
      <Form.Item
        name="resolveTitle"
        label={labels.resolveTitle}
        {...zodField(schema, 'resolveTitle')}
      >
        <Input maxLength={L.title} showCount />
      </Form.Item>
      <LongTextItem schema={schema} name="resolveDesc" label={labels.resolveDesc} />
      <PictureItem
        schema={schema}
        folder={folder}
        name="resolvePic"
        label={labels.resolvePic}
        hint={text.pictureAdvice.resolve}
      />
    </EditorSection>
  );
}
