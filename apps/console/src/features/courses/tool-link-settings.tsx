import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CourseLimit,
  CourseMessages as M,
  DRAW_STYLES,
  MUSIC_INSTRUMENTS,
  MUSIC_MOODS,
  MUSIC_SECONDS,
  MUSIC_TEMPO,
  SMART_APP_KINDS,
  VIDEO_SECONDS,
  type TLessonTool,
} from '@haoduo/contract';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n';

type TOptionSet = 'style' | 'mood' | 'instrument' | 'kind';

function options(set: TOptionSet, values: readonly string[]) {
  return values.map((value) => ({
    value,
    label: i18n.t(`courses.linkOptions.${set}.${value}` as 'courses.linkOptions.style.cartoon'),
  }));
}

/** The settings of one link's tool: the fields the tool's own form would send. */
export function ToolLinkSettings({ tool, name }: { tool: TLessonTool; name: number }) {
  const { t } = useTranslation();
  const at = (field: string) => [name, 'settings', field];
  const choice = (field: string, label: string, set: TOptionSet, values: readonly string[]) => (
    <Form.Item label={label} name={at(field)} style={{ minWidth: 160 }}>
      <Select
        allowClear
        aria-label={label}
        placeholder={t('courses.link.defaultOption')}
        options={options(set, values)}
      />
    </Form.Item>
  );
  const number = (field: string, label: string, min: number, max: number) => (
    <Form.Item label={label} name={at(field)}>
      <InputNumber min={min} max={max} aria-label={label} placeholder={`${min}-${max}`} />
    </Form.Item>
  );

  switch (tool) {
    case 'painting':
      return <Space wrap>{choice('style', t('courses.link.style'), 'style', DRAW_STYLES)}</Space>;
    case 'video':
      return (
        <Space wrap>
          {choice('style', t('courses.link.style'), 'style', DRAW_STYLES)}
          {number('seconds', t('courses.link.seconds'), VIDEO_SECONDS.MIN, VIDEO_SECONDS.MAX)}
        </Space>
      );
    case 'music':
      return (
        <Space wrap>
          {choice('mood', t('courses.link.mood'), 'mood', MUSIC_MOODS)}
          {choice('instrument', t('courses.link.instrument'), 'instrument', MUSIC_INSTRUMENTS)}
          {number('tempo', t('courses.link.tempo'), MUSIC_TEMPO.MIN, MUSIC_TEMPO.MAX)}
          {number('seconds', t('courses.link.seconds'), MUSIC_SECONDS.MIN, MUSIC_SECONDS.MAX)}
        </Space>
      );
    case 'coding':
      return <Space wrap>{choice('kind', t('courses.link.kind'), 'kind', SMART_APP_KINDS)}</Space>;
    case 'coloring':
      return (
        <Space wrap>
          <Form.Item label={t('courses.link.mode')} name={at('mode')} style={{ minWidth: 180 }}>
            <Select
              allowClear
              aria-label={t('courses.link.mode')}
              placeholder={t('courses.link.defaultOption')}
              options={[
                { value: 'auto', label: t('courses.link.modeAuto') },
                { value: 'line', label: t('courses.link.modeLine') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('courses.link.template')} name={at('templateId')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label={t('courses.link.palettePrompt')} name={at('palettePrompt')}>
            <Input maxLength={100} />
          </Form.Item>
        </Space>
      );
    case 'book':
      return <BookPages name={name} />;
    case 'training-image':
    case 'training-posture':
    case 'training-music':
      return (
        <>
          <Form.Item
            label={t('courses.link.projectName')}
            name={at('projectName')}
            rules={[{ required: true, whitespace: true, message: M.TRAINING_PROJECT_REQUIRED }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            label={t('courses.link.categories')}
            name={at('categories')}
            rules={[
              {
                validator: (_, value: unknown) => {
                  const names = Array.isArray(value) ? (value as string[]) : [];
                  const ok =
                    names.length >= 2 &&
                    names.length <= CourseLimit.TRAINING_CATEGORIES_MAX &&
                    new Set(names).size === names.length;
                  return ok
                    ? Promise.resolve()
                    : Promise.reject(new Error(M.TRAINING_CATEGORIES_INVALID));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              aria-label={t('courses.link.categories')}
              placeholder={t('courses.link.categoriesPlaceholder')}
            />
          </Form.Item>
        </>
      );
    default:
      return <Typography.Text type="secondary">{t('courses.link.noSettings')}</Typography.Text>;
  }
}

/** The picture-book template: a text per page, 2 to 24 pages. */
function BookPages({ name }: { name: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('courses.link.bookTitle')} name={[name, 'settings', 'bookTitle']}>
        <Input maxLength={CourseLimit.TITLE_MAX} />
      </Form.Item>
      <Form.List
        name={[name, 'settings', 'pageTexts']}
        rules={[
          {
            validator: (_, pages: unknown[] | undefined) =>
              (pages?.length ?? 0) >= CourseLimit.BOOK_PAGES_MIN &&
              (pages?.length ?? 0) <= CourseLimit.BOOK_PAGES_MAX
                ? Promise.resolve()
                : Promise.reject(new Error(M.BOOK_PAGES_INVALID)),
          },
        ]}
      >
        {(pages, { add, remove }, { errors }) => (
          <Form.Item label={t('courses.link.pageTexts')}>
            {pages.map((page, index) => (
              <Space key={page.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={page.name} style={{ flex: 1, marginBottom: 4 }}>
                  <Input
                    prefix={`P${index + 1}`}
                    maxLength={CourseLimit.BOOK_PAGE_TEXT_MAX}
                    aria-label={`${t('courses.link.pageTexts')} ${index + 1}`}
                  />
                </Form.Item>
                <Button
                  type="text"
                  size="small"
                  icon={<MinusCircleOutlined />}
                  aria-label={`${t('actions.remove')} P${index + 1}`}
                  onClick={() => remove(page.name)}
                />
              </Space>
            ))}
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              disabled={pages.length >= CourseLimit.BOOK_PAGES_MAX}
              onClick={() => add('')}
            >
              {t('courses.link.addPage')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}
