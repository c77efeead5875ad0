import { CONTENT_LIMITS, NEWS_SORT_FIELDS, NewsFormSchema, type NewsDetail } from '@pn/shared';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { ImageUpload } from '@/components/admin/image-upload';
import { ReleaseState, type ReleaseRecordKind } from '@/components/admin/release-record/kind';
import { hrefOf } from '@/config/paths';
import { zodField } from '@/lib/form-rules';
import { filterParam } from '@/lib/use-admin-list-query';
import {
  getManagedNews,
  getNewsForEdit,
  saveNews,
  setNewsRelease,
  type ManagedNewsItem,
} from './api';

interface NewsValues {
  title: string;
  summary: string;
  source: string;
  cover: string;
  content: string;
}

const text = {
  fieldSummary: '摘要',
  fieldSummaryPlaceholder: '一两句话概括文章要点，展示在列表卡片与详情页标题下方',
  fieldSource: '来源',
  fieldSourcePlaceholder: '如：平台运营团队、行业媒体名称',
  fieldCover: '封面图片',
  fieldCoverExtra: '建议 16:9 横图，展示在列表卡片与详情页顶部',
  colSource: '来源',
  colViews: '浏览量',
  colCreateTime: '创建时间',
  source: (source: string) => `来源：${source}`,
} as const;

/** 新闻资讯 in the back office: articles of the portal's news column. */
export const newsKind: ReleaseRecordKind<ManagedNewsItem, NewsDetail, NewsValues> = {
  key: 'news-admin',
  portalKeys: [['news']],
  text: {
    title: '新闻资讯',
    intro:
      '撰写与维护门户“新闻资讯”栏目的文章。保存后为草稿，发布（可定时）后在门户展示，撤回后门户不再展示。',
    noun: '资讯',
    keywordPlaceholder: '标题或摘要',
    listLabel: '新闻资讯列表',
    scheduledDone: (time) => `已定时，将于 ${time} 在门户展示`,
    withdrawContent: (title) => `撤回后门户将不再展示“${title}”，之后可再次发布。`,
    savedLive: '保存成功，门户已同步更新',
    fieldTitle: '标题',
    fieldTitlePlaceholder: '请输入资讯标题',
    fieldContent: '正文',
  },
  limits: {
    keyword: CONTENT_LIMITS.keyword,
    title: CONTENT_LIMITS.title,
    content: CONTENT_LIMITS.newsContent,
  },
  filters: {
    keyword: filterParam.text(CONTENT_LIMITS.keyword),
    status: filterParam.oneOf(Object.values(ReleaseState)),
  },
  sorts: NEWS_SORT_FIELDS,
  schema: NewsFormSchema,
  empty: { title: '', summary: '', source: '', cover: '', content: '' },
  valuesOf: ({ title, summary, source, cover, content }) => ({
    title,
    summary,
    source,
    cover,
    content,
  }),
  formFields: (
    <>
      <Form.Item name="summary" label={text.fieldSummary} {...zodField(NewsFormSchema, 'summary')}>
        <Input.TextArea
          placeholder={text.fieldSummaryPlaceholder}
          maxLength={CONTENT_LIMITS.summary}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Form.Item name="source" label={text.fieldSource} {...zodField(NewsFormSchema, 'source')}>
        <Input
          placeholder={text.fieldSourcePlaceholder}
          maxLength={CONTENT_LIMITS.title}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      <Form.Item name="cover" label={text.fieldCover} {...zodField(NewsFormSchema, 'cover')}>
        <ImageUpload alt={text.fieldCover} hint={text.fieldCoverExtra} />
      </Form.Item>
    </>
  ),
  previewOf: (values) => ({
    lead: values.summary,
    cover: values.cover,
    meta: values.source ? <span>{text.source(values.source)}</span> : null,
  }),
  leadColumns: [
    { title: text.colSource, dataIndex: 'source', width: 120, render: (s: string) => s || '-' },
  ],
  tailColumns: [
    {
      title: text.colViews,
      dataIndex: 'viewCount',
      width: 100,
      sorter: true,
      align: 'right',
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    // Shown from 1600 px on: at 1440 px every column fits beside the pinned actions.
    {
      title: text.colCreateTime,
      dataIndex: 'createTime',
      width: 172,
      responsive: ['xxl'],
      sorter: true,
    },
  ],
  isScheduled: (item) =>
    item.status === ReleaseState.PUBLISHED &&
    item.releaseTime !== '' &&
    dayjs(item.releaseTime).isAfter(dayjs()),
  portalHref: (item) => hrefOf('newsDetail', { id: item.id }),
  api: {
    list: getManagedNews,
    detail: getNewsForEdit,
    save: saveNews,
    setRelease: setNewsRelease,
  },
};
