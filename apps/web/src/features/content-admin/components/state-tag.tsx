import { ContentState } from '@pn/shared';
import { Tag } from 'antd';
import { adminText as text } from '../content';

/** 草稿 or 已发布. */
export function StateTag({ state }: { state: number }) {
  return state === ContentState.PUBLISHED ? (
    <Tag color="success">{text.published}</Tag>
  ) : (
    <Tag>{text.draft}</Tag>
  );
}
