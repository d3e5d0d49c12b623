import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ClassSelect, SchoolSelect } from '../../../shared/pickers';
import { useTagOptions } from '../api/works-review-api';
import styles from './works-review.module.css';
import {
  AUDIT_STATUS_OPTIONS,
  WORK_TYPE_OPTIONS,
  WORKS_STATUS_OPTIONS,
} from '../model/works-labels';
import type { TWorksFilterValues } from '../model/works-filters';

interface TWorksFilterBarProps {
  value: TWorksFilterValues;
  onSearch: (filters: TWorksFilterValues) => void;
  onReset: () => void;
}

const RECOMMEND_OPTIONS = [
  { value: 'true', label: '已推荐' },
  { value: 'false', label: '未推荐' },
];

/** The filters of the works lists (the mng list call's filters); 查询 applies them. */
export function WorksFilterBar({ value, onSearch, onReset }: TWorksFilterBarProps) {
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
          placeholder="全部"
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
      aria-label="筛选作品"
      className={styles.filters}
      labelCol={{ flex: '72px' }}
      initialValues={value}
      onFinish={(values) => onSearch(values)}
      size="middle"
    >
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="keyword" label="作品名称">
            <Input allowClear placeholder="作品名称或作者" maxLength={50} />
          </Form.Item>
        </Col>
        {select('status', '作品状态', WORKS_STATUS_OPTIONS)}
        {select('auditStatus', '审核状态', AUDIT_STATUS_OPTIONS)}
        {expanded ? (
          <>
            <Col span={6}>
              <Form.Item name="authorName" label="作者">
                <Input allowClear placeholder="学生姓名" maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="schoolId" label="学校">
                <SchoolSelect style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="worksClassId" label="课班">
                <ClassSelect style={{ width: '100%' }} schoolId={schoolId ?? undefined} />
              </Form.Item>
            </Col>
            {select('type', '作品类型', WORK_TYPE_OPTIONS)}
            {select('recommend', '推荐', RECOMMEND_OPTIONS)}
            <Col span={6}>
              <Form.Item name="tagId" label="标签">
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="全部"
                  loading={tags.isLoading}
                  options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col span={expanded ? 18 : 6} style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button onClick={onReset}>重置</Button>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? '收起' : '展开'}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
