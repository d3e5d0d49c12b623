import {
  classEndpoints,
  regionMngEndpoints,
  schoolEndpoints,
  semesterEndpoints,
  teacherEndpoints,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { apiClient } from '../api';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

/** Pickers of the back office's forms and filters: each takes value and onChange. */

const PICKERS_KEY = ['pickers'] as const;

type TSelectProps = Omit<SelectProps, 'options' | 'onSearch'>;

const withDetail = (name: string, detail: string) =>
  i18n.t('resource.pickers.withDetail', { name, detail });

function useSearchText() {
  const [text, setText] = useState('');
  return [useDeferredValue(text.trim()), setText] as const;
}

/** A school, searched by name on the server (the first 50 matches). */
export function SchoolSelect(props: TSelectProps) {
  const { t } = useTranslation();
  const [name, setName] = useSearchText();
  const { data, isFetching } = useQuery({
    ...apiClient.query(
      schoolEndpoints.page,
      { name: name || undefined, currentPage: 1, pageSize: 50 },
      PICKERS_KEY,
    ),
    staleTime: 60_000,
  });
  return (
    <Select
      showSearch
      allowClear
      placeholder={t('resource.pickers.school')}
      filterOption={false}
      onSearch={setName}
      loading={isFetching}
      style={{ width: 200 }}
      options={data?.list.map((school) => ({ value: school.id, label: school.name }))}
      {...props}
    />
  );
}

/** A platform semester; the current one is marked. */
export function SemesterSelect(props: TSelectProps) {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...apiClient.query(semesterEndpoints.list, undefined, PICKERS_KEY),
    staleTime: 60_000,
  });
  return (
    <Select
      allowClear
      placeholder={t('resource.pickers.semester')}
      style={{ width: 180 }}
      options={data?.map((semester) => ({
        value: semester.id,
        label: semester.currentSemester
          ? t('resource.pickers.current', { name: semester.platformSemesterName })
          : semester.platformSemesterName,
      }))}
      {...props}
    />
  );
}

/** Active teachers of a school, searched by name or mobile. */
export function TeacherSelect({ schoolId, ...props }: TSelectProps & { schoolId?: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useSearchText();
  const { data, isFetching } = useQuery({
    ...apiClient.query(
      teacherEndpoints.searchList,
      { schoolId, keyword: keyword || undefined },
      PICKERS_KEY,
    ),
    enabled: schoolId !== undefined,
  });
  return (
    <Select
      showSearch
      allowClear
      placeholder={t(
        schoolId === undefined ? 'resource.pickers.schoolFirst' : 'resource.pickers.teacher',
      )}
      disabled={schoolId === undefined}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      options={data?.map((teacher) => ({
        value: teacher.worksTeacherId,
        label: teacher.mobile ? withDetail(teacher.name, teacher.mobile) : teacher.name,
      }))}
      {...props}
    />
  );
}

/** A class, searched by name or code (of one school when given). */
export function ClassSelect({
  schoolId,
  semesterId,
  ...props
}: TSelectProps & { schoolId?: number; semesterId?: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useSearchText();
  const { data, isFetching } = useQuery({
    ...apiClient.query(
      classEndpoints.platformList,
      { schoolId, semesterId, keyword: keyword || undefined },
      PICKERS_KEY,
    ),
    staleTime: 30_000,
  });
  return (
    <Select
      showSearch
      allowClear
      placeholder={t('resource.pickers.class')}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      style={{ width: 220 }}
      options={data?.map((item) => ({
        value: item.id,
        label: schoolId
          ? withDetail(item.courseClassName, item.platformSemesterName)
          : withDetail(item.courseClassName, item.schoolName),
      }))}
      {...props}
    />
  );
}

interface TRegionCascaderProps {
  /** Given by the Form.Item, so its label names the control. */
  id?: string;
  value?: number[];
  onChange?: (value: number[] | undefined) => void;
  /** Filters may stop at a province or a city; forms need the district. */
  changeOnSelect?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** Province / city / district from the region tree. */
export function RegionCascader({ value, onChange, changeOnSelect, ...rest }: TRegionCascaderProps) {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery({
    ...apiClient.query(regionMngEndpoints.tree, undefined, PICKERS_KEY),
    staleTime: Infinity,
  });
  const options = useMemo(
    () =>
      data?.map((province) => ({
        value: province.id,
        label: province.name,
        children: province.children.map((city) => ({
          value: city.id,
          label: city.name,
          children: city.children.map((district) => ({ value: district.id, label: district.name })),
        })),
      })),
    [data],
  );
  return (
    <Cascader
      id={rest.id}
      options={options}
      loading={isFetching}
      value={value}
      onChange={(next) => onChange?.(next?.length ? (next as number[]) : undefined)}
      changeOnSelect={changeOnSelect}
      showSearch
      placeholder={rest.placeholder ?? t('resource.pickers.region')}
      style={rest.style ?? { width: 240 }}
      allowClear
    />
  );
}
