import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ClassSelect, SchoolSelect } from '../../../shared/pickers';
import { useTagOptions } from '../api/works-review-api';
import styles from './works-review.module.css';
import { auditStatusOptions, workTypeOptions, worksStatusOptions } from '../model/works-labels';
import type { TWorksFilterValues } from '../model/works-filters';
import { useTranslation } from 'react-i18next';

interface TWorksFilterBarProps {
  value: TWorksFilterValues;
  onSearch: (filters: TWorksFilterValues) => void;
  onReset: () => void;
}

/** The filters of the works lists (the mng list call's filters); 查询 applies them. */
export function WorksFilterBar({ value, onSearch, onReset }: TWorksFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TWorksFilterValues>();
  const tags = useTagOptions();
  const schoolId = Form.useWatch('schoolId', form);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(value);
  }, [value, form]);

  const select = (
    name: keyof TWorksFilterValues,
    label: string,
    options: { value: unknown; label: string }[],
  ) => (
    <Col span={6}>
      <Form.Item name={name} label={label}>
        <Select
          allowClear
          placeholder={t('fields.all')}
          options={options as { value: string; label: string }[]}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      name="works-filter"
      role="search"
      aria-label={t('works.filters')}
      className={styles.filters}
      labelCol={{ flex: '72px' }}
      initialValues={value}
      onFinish={(values) => onSearch(values)}
      size="middle"
    >
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="keyword" label={t('works.name')}>
            <Input allowClear placeholder={t('works.namePlaceholder')} maxLength={50} />
          </Form.Item>
        </Col>
        {select('status', t('works.status'), worksStatusOptions())}
        {select('auditStatus', t('works.auditStatus'), auditStatusOptions())}
        {expanded ? (
          <>
            <Col span={6}>
              <Form.Item name="authorName" label={t('works.author')}>
                <Input allowClear placeholder={t('works.authorPlaceholder')} maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="schoolId" label={t('fields.school')}>
                <SchoolSelect style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="worksClassId" label={t('fields.class')}>
                <ClassSelect style={{ width: '100%' }} schoolId={schoolId ?? undefined} />
              </Form.Item>
            </Col>
            {select('type', t('works.type'), workTypeOptions())}
            {select('recommend', t('works.recommend'), [
              { value: 'true', label: t('works.recommended') },
              { value: 'false', label: t('works.notRecommended') },
            ])}
            <Col span={6}>
              <Form.Item name="tagId" label={t('works.tags')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('fields.all')}
                  loading={tags.isLoading}
                  options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col span={expanded ? 18 : 6} style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button onClick={onReset}>{t('actions.reset')}</Button>
            <Button type="primary" htmlType="submit">
              {t('actions.search')}
            </Button>
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('works.collapse') : t('works.expand')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
