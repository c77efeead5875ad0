import {
  NOTICE_LIMITS,
  NOTICE_TITLE_MAX,
  NoticeFormSchema,
  NoticePlace,
  type NoticeAdminItem,
  NOTICE_SORT_FIELDS,
} from '@pn/shared';
import { Form, Radio } from 'antd';
import { FilterSelect } from '@/components/admin/admin-list-parts';
import { ReleaseState, type ReleaseRecordKind } from '@/components/admin/release-record/kind';
import { zodField } from '@/lib/form-rules';
import { filterParam } from '@/lib/use-admin-list-query';
import {
  getManagedNotices,
  getNoticeForEdit,
  removeNotice,
  saveNotice,
  setNoticeRelease,
} from './api';

type NoticePlaceValue = (typeof NoticePlace)[keyof typeof NoticePlace];

interface NoticeValues {
  title: string;
  place: NoticePlaceValue;
  content: string;
}

export const NOTICE_PLACE_LABELS: Record<number, string> = {
  [NoticePlace.PORTAL]: '门户',
  [NoticePlace.CONSOLE]: '控制台',
};

const PLACE_OPTIONS = Object.entries(NOTICE_PLACE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const text = {
  place: '展示位置',
  placePlaceholder: '全部位置',
} as const;

/** 公告管理 in the back office: notices of the portal strip and of the console. */
export const noticeKind: ReleaseRecordKind<NoticeAdminItem, NoticeAdminItem, NoticeValues> = {
  key: 'notice-admin',
  portalKeys: [['notices']],
  text: {
    title: '公告管理',
    intro:
      '发布平台公告：门户公告展示在门户顶部公告栏与新闻资讯的“平台公告”栏目，控制台公告面向登录控制台的企业用户。保存后为草稿，发布（可定时）后展示，撤回后不再展示。',
    noun: '公告',
    keywordPlaceholder: '公告标题',
    listLabel: '公告列表',
    scheduledDone: (time) => `已定时，将于 ${time} 展示`,
    withdrawContent: (title) => `撤回后将不再展示“${title}”，之后可再次发布。`,
    savedLive: '保存成功，展示内容已同步更新',
    fieldTitle: '公告标题',
    fieldTitlePlaceholder: '请输入公告标题',
    fieldTitleExtra: `门户顶部公告栏最多展示前 ${NOTICE_TITLE_MAX} 个字，建议把要点写在前面`,
    fieldContent: '公告内容',
  },
  limits: NOTICE_LIMITS,
  sorts: NOTICE_SORT_FIELDS,
  filters: {
    keyword: filterParam.text(NOTICE_LIMITS.keyword),
    status: filterParam.oneOf(Object.values(ReleaseState)),
    place: filterParam.oneOf(Object.values(NoticePlace)),
  },
  filterFields: (
    <FilterSelect
      name="place"
      label={text.place}
      placeholder={text.placePlaceholder}
      options={PLACE_OPTIONS}
    />
  ),
  schema: NoticeFormSchema,
  empty: { title: '', place: NoticePlace.PORTAL, content: '' },
  valuesOf: (notice) => ({
    title: notice.title,
    place: notice.place as NoticePlaceValue,
    content: notice.content,
  }),
  formFields: (
    <Form.Item name="place" label={text.place} {...zodField(NoticeFormSchema, 'place')}>
      <Radio.Group options={PLACE_OPTIONS} />
    </Form.Item>
  ),
  previewOf: (values) => ({ meta: <span>{NOTICE_PLACE_LABELS[values.place]}</span> }),
  leadColumns: [
    {
      title: text.place,
      dataIndex: 'place',
      width: 100,
      render: (place: number) => NOTICE_PLACE_LABELS[place] ?? '-',
    },
  ],
  isScheduled: (notice) => notice.scheduled,
  api: {
    list: getManagedNotices,
    detail: getNoticeForEdit,
    save: saveNotice,
    setRelease: setNoticeRelease,
    remove: removeNotice,
  },
};
