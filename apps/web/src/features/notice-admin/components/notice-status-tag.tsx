import type { NoticeAdminItem } from '@pn/shared';
import { Tag, Tooltip } from 'antd';
import { NOTICE_STATUS_TAGS, noticeAdminText as text } from '../text';

/** The notice's state; a published notice whose release time is still to come is scheduled. */
export function NoticeStatusTag({
  item,
}: {
  item: Pick<NoticeAdminItem, 'status' | 'scheduled' | 'releaseTime'>;
}) {
  if (item.scheduled) {
    return (
      <Tooltip title={text.scheduledDone(item.releaseTime)}>
        <Tag color="processing">{text.scheduled}</Tag>
      </Tooltip>
    );
  }
  const tag = NOTICE_STATUS_TAGS[item.status];
  return tag ? <Tag color={tag.color}>{tag.label}</Tag> : null;
}
