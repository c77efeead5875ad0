import { NewsStatus, type NewsListItem } from '@pn/shared';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { NEWS_STATUS_TAGS, newsAdminText as text } from '../text';

type Release = Pick<NewsListItem, 'status' | 'releaseTime'>;

/** Published with a release time still to come: the portal shows it from then on. */
export function isScheduled(item: Release): boolean {
  return (
    item.status === NewsStatus.PUBLISHED &&
    item.releaseTime !== '' &&
    dayjs(item.releaseTime).isAfter(dayjs())
  );
}

export function NewsStatusTag({ item }: { item: Release }) {
  if (isScheduled(item)) {
    return (
      <Tooltip title={text.scheduledDone(item.releaseTime)}>
        <Tag color="processing">{text.scheduled}</Tag>
      </Tooltip>
    );
  }
  const tag = NEWS_STATUS_TAGS[item.status];
  return tag ? <Tag color={tag.color}>{tag.label}</Tag> : null;
}
