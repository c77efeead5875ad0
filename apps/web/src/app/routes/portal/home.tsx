import { FeaturedCases } from '@/features/cases/components/featured-cases';
import { HomePage } from '@/features/home/components/home-page';
import { LatestNews } from '@/features/news/components/latest-news';
import { usePageMeta } from '@/lib/page-meta';
import { nav } from '@/locales/zh-CN/common';

const DESCRIPTION =
  '5G专网运营平台：优享、专享、尊享三种5G专网服务模式与组合套餐，覆盖电力、港口、制造、矿山等行业的解决方案与客户案例，企业在线订购、开通与自助运维。';

export function Component() {
  usePageMeta(nav.home, DESCRIPTION);
  return <HomePage cases={<FeaturedCases />} news={<LatestNews />} />;
}
