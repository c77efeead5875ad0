import {
  BoldOutlined,
  ClearOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { DIALOG_WIDTH, isSafeContentUrl } from '@pn/shared';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Checkbox, Dropdown, Form, Input, Modal, Select, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ImageUpload } from './image-upload';
import styles from './rich-text.module.css';
import article from '@/components/portal/article.module.css';

/**
 * The back office's rich-text editor (Tiptap). It offers only what the server's allow-list
 * keeps: headings 2–4, paragraphs, emphasis, lists, quotes, links, pictures, tables and
 * rules. The server sanitises whatever arrives anyway; the editor just never suggests
 * formatting that would silently disappear on save.
 */

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isSafeContentUrl(url) && url.trim() !== '',
    },
  }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];

/** The block style menu: what a paragraph is. */
const BLOCKS = [
  { value: 'paragraph', label: '正文' },
  { value: 'h2', label: '大标题' },
  { value: 'h3', label: '中标题' },
  { value: 'h4', label: '小标题' },
  { value: 'blockquote', label: '引用' },
] as const;
type Block = (typeof BLOCKS)[number]['value'];

function currentBlock(editor: Editor): Block {
  if (editor.isActive('heading', { level: 2 })) return 'h2';
  if (editor.isActive('heading', { level: 3 })) return 'h3';
  if (editor.isActive('heading', { level: 4 })) return 'h4';
  if (editor.isActive('blockquote')) return 'blockquote';
  return 'paragraph';
}

function applyBlock(editor: Editor, block: Block): void {
  const chain = editor.chain().focus();
  if (block === 'blockquote') {
    chain.setParagraph().setBlockquote().run();
    return;
  }
  const unquoted = editor.isActive('blockquote') ? chain.unsetBlockquote() : chain;
  if (block === 'paragraph') unquoted.setParagraph().run();
  else unquoted.setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 }).run();
}

/** The editor's HTML as a form value: an empty document is the empty string. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, active, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        className={active ? styles.active : undefined}
        disabled={disabled}
        // Keep the selection in the editor while clicking the toolbar.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

interface LinkValues {
  href: string;
  newTab: boolean;
}

function LinkDialog({
  initial,
  onCancel,
  onSubmit,
}: {
  initial: LinkValues;
  onCancel: () => void;
  onSubmit: (values: LinkValues) => void;
}) {
  const [form] = Form.useForm<LinkValues>();
  return (
    <Modal
      title="插入链接"
      open
      width={DIALOG_WIDTH.confirm}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit}>
        <Form.Item
          name="href"
          label="链接地址"
          rules={[
            { required: true, whitespace: true, message: '请输入链接地址' },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && !isSafeContentUrl(value)) {
                  throw new Error('链接只能是站内路径或http(s)地址');
                }
              },
            },
          ]}
          extra="例如 https://www.example.com 或站内路径 /product"
        >
          <Input autoFocus placeholder="https://" maxLength={1000} />
        </Form.Item>
        <Form.Item name="newTab" valuePropName="checked" noStyle>
          <Checkbox>在新窗口打开</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ImageValues {
  src: string;
  alt: string;
}

function ImageDialog({
  onCancel,
  onSubmit,
}: {
  onCancel: () => void;
  onSubmit: (values: ImageValues) => void;
}) {
  const [form] = Form.useForm<ImageValues>();
  return (
    <Modal
      title="插入图片"
      open
      width={DIALOG_WIDTH.confirm}
      okText="插入"
      cancelText="取消"
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={{ src: '', alt: '' }} onFinish={onSubmit}>
        <Form.Item name="src" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
          <ImageUpload />
        </Form.Item>
        <Form.Item name="alt" label="图片说明" extra="供读屏软件朗读，图片无法显示时也会展示">
          <Input maxLength={100} placeholder="简要描述图片内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: currentBlock(e),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      linkHref: (e.getAttributes('link').href as string | undefined) ?? '',
      linkNewTab: e.getAttributes('link').target === '_blank',
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式工具栏">
      <Select
        size="small"
        aria-label="段落样式"
        value={state.block}
        options={BLOCKS.map((b) => ({ value: b.value, label: b.label }))}
        onChange={(block: Block) => applyBlock(editor, block)}
        style={{ width: 92 }}
        popupMatchSelectWidth={false}
      />
      <span className={styles.divider} />
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => run((c) => c.toggleBold())}
      />
      <ToolButton
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => run((c) => c.toggleItalic())}
      />
      <ToolButton
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => run((c) => c.toggleUnderline())}
      />
      <ToolButton
        label="删除线"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => run((c) => c.toggleStrike())}
      />
      <span className={styles.divider} />
      <ToolButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={() => run((c) => c.toggleBulletList())}
      />
      <ToolButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={() => run((c) => c.toggleOrderedList())}
      />
      <ToolButton
        label="分隔线"
        icon={<LineOutlined />}
        onClick={() => run((c) => c.setHorizontalRule())}
      />
      <span className={styles.divider} />
      <ToolButton
        label="链接"
        icon={<LinkOutlined />}
        active={state.link}
        onClick={() => setLinkOpen(true)}
      />
      <ToolButton
        label="取消链接"
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => run((c) => c.extendMarkRange('link').unsetLink())}
      />
      <ToolButton label="图片" icon={<PictureOutlined />} onClick={() => setImageOpen(true)} />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'insert', label: '插入表格（3×3）', disabled: state.inTable },
            { type: 'divider' },
            { key: 'rowAfter', label: '下方插入行', disabled: !state.inTable },
            { key: 'colAfter', label: '右侧插入列', disabled: !state.inTable },
            { key: 'deleteRow', label: '删除当前行', disabled: !state.inTable },
            { key: 'deleteCol', label: '删除当前列', disabled: !state.inTable },
            { key: 'deleteTable', label: '删除表格', danger: true, disabled: !state.inTable },
          ],
          onClick: ({ key }) =>
            run((c) => {
              switch (key) {
                case 'rowAfter':
                  return c.addRowAfter();
                case 'colAfter':
                  return c.addColumnAfter();
                case 'deleteRow':
                  return c.deleteRow();
                case 'deleteCol':
                  return c.deleteColumn();
                case 'deleteTable':
                  return c.deleteTable();
                default:
                  return c.insertTable({ rows: 3, cols: 3, withHeaderRow: true });
              }
            }),
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<TableOutlined />}
          aria-label="表格"
          className={state.inTable ? styles.active : undefined}
        />
      </Dropdown>
      <span className={styles.divider} />
      <ToolButton
        label="清除格式"
        icon={<ClearOutlined />}
        onClick={() => run((c) => c.unsetAllMarks().clearNodes())}
      />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => run((c) => c.undo())}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => run((c) => c.redo())}
      />

      {/* The dialogs mount while open, so each opening starts from a fresh form. */}
      {linkOpen ? (
        <LinkDialog
          initial={{ href: state.linkHref, newTab: state.linkHref ? state.linkNewTab : true }}
          onCancel={() => setLinkOpen(false)}
          onSubmit={({ href, newTab }) => {
            setLinkOpen(false);
            const attrs = { href: href.trim(), target: newTab ? '_blank' : null };
            // Nothing selected and no link to change: the address itself becomes the link text.
            if (editor.state.selection.empty && !state.link) {
              run((c) =>
                c.insertContent({
                  type: 'text',
                  text: attrs.href,
                  marks: [{ type: 'link', attrs }],
                }),
              );
              return;
            }
            run((c) => c.extendMarkRange('link').setLink(attrs));
          }}
        />
      ) : null}
      {imageOpen ? (
        <ImageDialog
          onCancel={() => setImageOpen(false)}
          onSubmit={({ src, alt }) => {
            setImageOpen(false);
            run((c) => c.setImage({ src, alt: alt.trim() || undefined }));
          }}
        />
      ) : null}
    </div>
  );
}

export interface RichTextEditorProps {
  /** Set by Form.Item; put on the editable area. */
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editable area (the field's label). */
  label: string;
  /** Longest HTML the server accepts; shown under the editor. */
  maxLength?: number;
  /** Set by Form.Item when validation failed. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Set by Form.Item: its help and error text. */
  'aria-describedby'?: string;
}

/** The editable area is what gets focus, so it carries the field's name, id and state. */
function editableAttributes(field: {
  id: string | undefined;
  label: string;
  isInvalid: boolean;
  describedBy: string | undefined;
}): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': field.label,
    class: article.article ?? '',
  };
  if (field.id) attributes.id = field.id;
  if (field.isInvalid) attributes['aria-invalid'] = 'true';
  if (field.describedBy) attributes['aria-describedby'] = field.describedBy;
  return attributes;
}

/** A controlled rich-text field for antd Form: value and onChange carry the HTML. */
export function RichTextEditor({
  id,
  value = '',
  onChange,
  label,
  maxLength,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  const isInvalid = invalid === true || invalid === 'true';
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: editableAttributes({ id, label, isInvalid, describedBy }),
    },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
  });

  // A value set from outside (detail loaded, form reset) replaces the document.
  useEffect(() => {
    if (value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: editableAttributes({ id, label, isInvalid, describedBy }) },
    });
  }, [editor, id, label, isInvalid, describedBy]);

  return (
    <div className={`${styles.editor} ${isInvalid ? styles.editorInvalid : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} />
      {maxLength ? (
        <div className={styles.footer}>
          {value.length.toLocaleString('zh-CN')} / {maxLength.toLocaleString('zh-CN')}{' '}
          字符（含排版标记）
        </div>
      ) : null}
    </div>
  );
}
