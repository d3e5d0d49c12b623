import {
  CompetitionMessages,
  competitionMngEndpoints,
  ZCompetitionAddBody,
  ZCompetitionModifyBody,
  type TCompetitionMngItem,
} from '@haoduo/contract';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPETITIONS_KEY, ImageUpload } from '../../features/competitions';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

const TIMES = [
  'registrationStartTm',
  'registrationEndTm',
  'competitionStartTm',
  'competitionEndTm',
] as const;

interface TCompetitionFormDrawerProps {
  competition: TCompetitionMngItem | null;
  open: boolean;
  onClose: () => void;
}

/** The form's values as the call's body: times as ISO 8601 with the browser's offset. */
export function competitionBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const name of TIMES) {
    const time = values[name] as Dayjs | undefined;
    body[name] = time ? time.format() : undefined;
  }
  body.introduceList = ((values.introduceList as unknown[] | undefined) ?? []).filter(Boolean);
  return body;
}

/** 新增赛事 / 编辑赛事: names, banners, times, groups and the introduction sections. */
export function CompetitionFormDrawer({ competition, open, onClose }: TCompetitionFormDrawerProps) {
  const { t } = useTranslation();
  const add = useResourceMutation(competitionMngEndpoints.add, { invalidate: [COMPETITIONS_KEY] });
  const modify = useResourceMutation(competitionMngEndpoints.modify, {
    invalidate: [COMPETITIONS_KEY],
  });
  const initialValues = useMemo(
    () =>
      competition
        ? {
            ...competition,
            ...Object.fromEntries(TIMES.map((name) => [name, dayjs(competition[name])])),
          }
        : { suitDistrict: '全国', sortScore: 0, introduceList: [], groupList: [] },
    [competition],
  );
  const registration = t('competitions.fields.registrationTm');
  const competing = t('competitions.fields.competitionTm');
  const timeItem = (name: (typeof TIMES)[number], label: string) => (
    <Form.Item
      label={label}
      name={name}
      rules={[{ required: true, message: CompetitionMessages.TIME_REQUIRED }]}
    >
      <DatePicker showTime style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
  return (
    <FormDrawer<unknown>
      open={open}
      width={640}
      title={competition ? t('competitions.edit') : t('competitions.add')}
      schema={competition ? ZCompetitionModifyBody : ZCompetitionAddBody}
      initialValues={initialValues}
      toBody={(values) => ({
        ...competitionBody(values),
        ...(competition ? { id: competition.id } : {}),
      })}
      onSubmit={(body) =>
        competition
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('competitions.fields.name')} {...field('name')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('competitions.fields.sponsor')} {...field('sponsor')}>
            <Input maxLength={100} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item
              label={t('competitions.fields.suitDistrict')}
              {...field('suitDistrict')}
              style={{ flex: 1 }}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item label={t('competitions.fields.sortScore')} {...field('sortScore')}>
              <InputNumber min={0} max={1000000} />
            </Form.Item>
          </Space.Compact>
          <Form.Item label={t('competitions.fields.coverImg')} {...field('coverImg')}>
            <ImageUpload label={t('competitions.fields.coverImg')} size="800×450" />
          </Form.Item>
          <Form.Item label={t('competitions.fields.pcBanner')} {...field('pcBanner')}>
            <ImageUpload
              label={t('competitions.fields.pcBanner')}
              size="1920×400"
              previewWidth={288}
              previewHeight={60}
            />
          </Form.Item>
          <Form.Item label={t('competitions.fields.mobileBanner')} {...field('mobileBanner')}>
            <ImageUpload
              label={t('competitions.fields.mobileBanner')}
              size="750×400"
              previewWidth={150}
              previewHeight={80}
            />
          </Form.Item>
          <Space.Compact block>
            {timeItem(
              'registrationStartTm',
              t('competitions.fields.from', { label: registration }),
            )}
            {timeItem('registrationEndTm', t('competitions.fields.to', { label: registration }))}
          </Space.Compact>
          <Space.Compact block>
            {timeItem('competitionStartTm', t('competitions.fields.from', { label: competing }))}
            {timeItem('competitionEndTm', t('competitions.fields.to', { label: competing }))}
          </Space.Compact>
          <Form.Item label={t('competitions.fields.groupList')} name="groupList">
            <Select
              mode="tags"
              aria-label={t('competitions.fields.groupList')}
              placeholder={t('competitions.placeholders.groups')}
              open={false}
            />
          </Form.Item>
          <Form.Item label={t('competitions.fields.festival')} {...field('festival')}>
            <Input placeholder={t('competitions.placeholders.festival')} />
          </Form.Item>
          <IntroduceSections />
        </>
      )}
    </FormDrawer>
  );
}

/** The introduction: titled sections with text and an optional picture. */
function IntroduceSections() {
  const { t } = useTranslation();
  return (
    <Form.List name="introduceList">
      {(sections, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('competitions.fields.introduceList')}</legend>
          {sections.map((section, index) => (
            <div key={section.key} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
              <Form.Item
                label={`${t('competitions.fields.sectionTitle')} ${index + 1}`}
                name={[section.name, 'title']}
                rules={[{ required: true, message: CompetitionMessages.INTRODUCE_TITLE_REQUIRED }]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item
                label={`${t('competitions.fields.sectionContent')} ${index + 1}`}
                name={[section.name, 'content']}
              >
                <Input.TextArea rows={3} maxLength={10000} />
              </Form.Item>
              <Form.Item
                label={`${t('competitions.fields.sectionImage')} ${index + 1}`}
                name={[section.name, 'imageUrl']}
              >
                <ImageUpload
                  label={`${t('competitions.fields.sectionImage')} ${index + 1}`}
                  previewWidth={160}
                  previewHeight={90}
                />
              </Form.Item>
              <Button
                type="link"
                danger
                icon={<MinusCircleOutlined />}
                onClick={() => remove(section.name)}
              >
                {t('competitions.removeSection')}
              </Button>
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({ title: '', content: '', imageUrl: '' })}
          >
            {t('competitions.addSection')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
