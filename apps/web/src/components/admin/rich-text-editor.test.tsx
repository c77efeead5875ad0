import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

function renderField(initial: string) {
  const values: string[] = [];
  let setContent: (html: string) => void = () => undefined;
  function Harness() {
    const [form] = Form.useForm<{ content: string }>();
    setContent = (html) => form.setFieldsValue({ content: html });
    return (
      <Form
        form={form}
        initialValues={{ content: initial }}
        onValuesChange={(v: { content?: string }) => values.push(v.content ?? '')}
      >
        <Form.Item name="content" label="正文">
          <RichTextEditor label="正文" maxLength={1000} />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
    );
  }
  render(<Harness />);
  return { values, setContent: (html: string) => act(() => setContent(html)) };
}

describe('RichTextEditor', () => {
  it('shows the form value in a named, labelled editable area', async () => {
    const html = '<p>平台<strong>公告</strong></p>';
    renderField(html);
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.id).toBe('content');
    expect(box.querySelector('strong')?.textContent).toBe('公告');
    expect(screen.getByText(`${html.length} / 1,000 字符（含排版标记）`)).toBeTruthy();
  });

  it('takes a value set from outside without reporting it back as an edit', async () => {
    const { values, setContent } = renderField('');
    const box = await screen.findByRole('textbox', { name: '正文' });
    setContent('<h2>维护通知</h2><p>今晚升级</p>');
    await waitFor(() => expect(box.querySelector('h2')?.textContent).toBe('维护通知'));
    expect(values).toEqual([]);
  });

  it('offers only the allow-listed headings and marks the active formatting', async () => {
    renderField('<p>正文</p>');
    await screen.findByRole('textbox', { name: '正文' });
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '段落样式' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '正文',
      '大标题',
      '中标题',
      '小标题',
      '引用',
    ]);
  });

  it('refuses a javascript: link', async () => {
    renderField('<p>链接</p>');
    await screen.findByRole('textbox', { name: '正文' });
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const input = await screen.findByLabelText('链接地址');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('链接只能是站内路径或http(s)地址')).toBeTruthy();
  });
});
