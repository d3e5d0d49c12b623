import { COMPETITION_PHASES, type TCompetitionPhase } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import { Pagination } from '../../../shared/ui/pagination';
import { Select } from '../../../shared/ui/select';
import { TabBar } from '../../../shared/ui/tab-bar';
import {
  CENTER_PAGE_SIZE,
  useCompetitions,
  type TCompetitionFilter,
} from '../api/get-competitions';
import { useProvinces } from '../api/get-regions';
import styles from './competition-center.module.css';
import { CompetitionGrid } from './competition-grid';

interface TCompetitionCenterProps {
  filter: TCompetitionFilter;
  onChange: (filter: TCompetitionFilter) => void;
}

const ALL = 'all';

/** 赛事中心's list: phase tabs, a region list, the cards and their pages. */
export function CompetitionCenter({ filter, onChange }: TCompetitionCenterProps) {
  const { t } = useTranslation();
  const competitions = useCompetitions(filter);
  const provinces = useProvinces();
  const set = (patch: Partial<TCompetitionFilter>) =>
    onChange({ ...filter, currentPage: undefined, ...patch });
  const list = competitions.data?.list ?? [];
  return (
    <div className={styles.center}>
      <div className={styles.filters}>
        <TabBar
          className={styles.phases}
          navClassName={styles.phaseNav}
          activeKey={filter.phase ?? ALL}
          onChange={(key) => set({ phase: key === ALL ? undefined : (key as TCompetitionPhase) })}
          items={[
            { key: ALL, label: t('competition.center.allPhases') },
            ...COMPETITION_PHASES.map((phase) => ({
              key: phase,
              label: t(`competitionPhase.${phase}`),
            })),
          ]}
        />
        <Select<string>
          aria-label={t('competition.center.regionLabel')}
          size="large"
          className={styles.region}
          placeholder={t('competition.center.allRegions')}
          onClear={() => set({ suitDistrict: undefined })}
          value={filter.suitDistrict}
          onChange={(suitDistrict) => set({ suitDistrict })}
          options={(provinces.data ?? []).map((p) => ({ value: p.name, label: p.name }))}
        />
      </div>
      <h2 className={styles.listHeading}>{t('competition.center.listHeading')}</h2>
      {competitions.isPending ? (
        <CompetitionGrid.Skeleton />
      ) : list.length === 0 ? (
        <Empty className={styles.empty} description={t('competition.center.empty')} />
      ) : (
        <>
          <CompetitionGrid competitions={list} firstView={(filter.currentPage ?? 1) === 1} />
          <Pagination
            className={styles.pages}
            current={competitions.data?.currentPage ?? 1}
            pageSize={CENTER_PAGE_SIZE}
            total={competitions.data?.total ?? 0}
            hideOnSinglePage
            onChange={(currentPage) => onChange({ ...filter, currentPage })}
          />
        </>
      )}
    </div>
  );
}
