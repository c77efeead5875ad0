import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { PAGE_SIZE_MAX, type CategoryScene, type SceneItem } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import {
  getScenePage,
  industryKeys,
  useCategoryScenes,
  useLinkScenes,
  useSceneCategories,
} from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { LINK_FILTERS } from '../utils/screen-params';
import styles from './industry-admin.module.css';

const SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Scenes of other industries matching what the operator types, for the add select. */
function useSceneSearch(keyword: string) {
  const settled = useSettled(keyword.trim(), SEARCH_DELAY_MS);
  const query = { page: 1, pageSize: PAGE_SIZE_MAX, keyword: settled || undefined };
  return useQuery({
    queryKey: industryKeys.scenes(query),
    queryFn: ({ signal }) => getScenePage(query, signal),
  });
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Industry ↔ scene links: for one industry, its own scenes and the scenes of other
 * industries shown under it, in order; saving replaces the industry's links.
 */
export function LinksTab() {
  const { filters, setFilters } = useAdminListQuery({ filters: LINK_FILTERS });
  const industryId = filters.industryId;
  const categories = useSceneCategories();
  const current = industryId ?? categories.data?.[0]?.industryId;
  const scenes = useCategoryScenes(current);
  const link = useLinkScenes();
  const [draft, setDraft] = useState<{ industryId: string; scenes: CategoryScene[] } | null>(null);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | undefined>();
  const found = useSceneSearch(search);

  const own = (scenes.data ?? []).filter((s) => !s.linked);
  const saved = (scenes.data ?? []).filter((s) => s.linked);
  const edited = draft && draft.industryId === current ? draft.scenes : null;
  const linked = edited ?? saved;
  const taken = new Set([...own, ...linked].map((s) => s.id));
  const candidates = (found.data?.data ?? []).filter(
    (s) => s.industryId !== current && !taken.has(s.id),
  );

  const edit = (next: CategoryScene[]) =>
    current && setDraft({ industryId: current, scenes: next });

  const add = () => {
    const scene: SceneItem | undefined = candidates.find((s) => s.id === picked);
    if (!scene) return;
    edit([...linked, { ...scene, linked: true }]);
    setPicked(undefined);
    setSearch('');
  };

  const saveLinks = () => {
    if (!current) return;
    link.mutate(
      { industryId: current, sceneIds: linked.map((s) => s.id) },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(text.linksSaved);
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  if (categories.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (categories.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessageOf(categories.error)}
        action={
          <Button size="small" onClick={() => void categories.refetch()}>
            {text.retry}
          </Button>
        }
      />
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <p className={adminListStyles.intro}>{text.linkIntro}</p>
      <Space wrap>
        <label htmlFor="link-industry">{text.linkIndustry}</label>
        <Select
          id="link-industry"
          value={current}
          placeholder={text.linkIndustryPlaceholder}
          style={{ width: 240 }}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => {
            setDraft(null);
            setFilters({ industryId: value });
          }}
          options={(categories.data ?? []).map((c) => ({
            value: c.industryId,
            label: c.industryName,
            title: `${c.industryName}（${text.sceneCount(c.sceneCount)}）`,
          }))}
          optionRender={(option) => (
            <span>
              {option.label}
              <span className={styles.sceneRowMeta}>
                {' '}
                {text.sceneCount(
                  categories.data?.find((c) => c.industryId === option.value)?.sceneCount ?? 0,
                )}
              </span>
            </span>
          )}
        />
      </Space>
      {!current ? (
        <Empty description={text.chooseIndustry} />
      ) : scenes.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : scenes.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(scenes.error)} />
      ) : (
        <div className={styles.links}>
          <Card size="small" title={text.ownScenes}>
            {own.length ? (
              <ul className={styles.sceneList} aria-label={text.ownScenes}>
                {own.map((s) => (
                  <li key={s.id} className={styles.sceneRow}>
                    <span className={styles.sceneRowMain}>
                      <span className={styles.sceneRowName}>{s.name}</span>
                    </span>
                    {s.status ? null : <Tag>{text.disabled}</Tag>}
                  </li>
                ))}
              </ul>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.ownScenesEmpty} />
            )}
          </Card>
          <Card size="small" title={text.linkedScenes}>
            {linked.length ? (
              <ol className={styles.sceneList} aria-label={text.linkedScenes}>
                {linked.map((s, index) => (
                  <li key={s.id} className={styles.sceneRow}>
                    <span className={styles.sceneRowMain}>
                      <span className={styles.sceneRowName}>{s.name}</span>
                      <span className={styles.sceneRowMeta}>
                        {text.fromIndustry(s.industryName)}
                        {s.status ? '' : ` · ${text.disabled}`}
                      </span>
                    </span>
                    <Space size={0}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={`${text.moveUp} ${s.name}`}
                        disabled={index === 0}
                        onClick={() => edit(move(linked, index, index - 1))}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={`${text.moveDown} ${s.name}`}
                        disabled={index === linked.length - 1}
                        onClick={() => edit(move(linked, index, index + 1))}
                      />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<CloseOutlined />}
                        aria-label={`${text.unlink} ${s.name}`}
                        onClick={() => edit(linked.filter((x) => x.id !== s.id))}
                      />
                    </Space>
                  </li>
                ))}
              </ol>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.linkedScenesEmpty} />
            )}
            <div className={styles.addLink}>
              <Select
                value={picked}
                onChange={(id: number) => setPicked(id)}
                placeholder={text.addLinkPlaceholder}
                aria-label={text.addLink}
                showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
                loading={found.isFetching}
                notFoundContent={found.isFetching ? null : undefined}
                options={candidates.map((s) => ({
                  value: s.id,
                  label: `${s.name}（${s.industryName}）`,
                }))}
              />
              <Button onClick={add} disabled={picked === undefined}>
                {text.add}
              </Button>
            </div>
            <div className={styles.linkActions}>
              <Button onClick={() => setDraft(null)} disabled={!edited}>
                {text.resetLinks}
              </Button>
              <Button
                type="primary"
                loading={link.isPending}
                disabled={!edited}
                onClick={saveLinks}
              >
                {text.saveLinks}
              </Button>
            </div>
          </Card>
        </div>
      )}
    </Space>
  );
}
