import { DeleteOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CourseLimit,
  CourseMessages as M,
  LESSON_TOOLS,
  lessonToolPath,
  type TLessonTool,
} from '@haoduo/contract';
import { Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toolLabel } from './course-status-tag';
import { CoverUpload } from './media-upload';
import { ToolLinkSettings } from './tool-link-settings';

/** The settings a new link of a tool starts with (the book and labs need theirs). */
export function defaultSettings(tool: TLessonTool): Record<string, unknown> {
  if (tool === 'book') return { bookTitle: '', pageTexts: ['', ''] };
  if (tool.startsWith('training-')) return { projectName: '', categories: [] };
  return {};
}

/** The address a pupil opens, on the learner site (the console lives under /console). */
export function pupilLinkOf(tool: TLessonTool, lessonId: number | null): string | null {
  if (lessonId === null) return null;
  return `${window.location.origin}${lessonToolPath(tool, lessonId)}`;
}

/**
 * A lesson's AI tool links (the deep-link picker): choose the tool, then the task, the prepared
 * prompt, the tool's settings and an example picture; the preview shows the card a pupil sees
 * and the address that opens the tool prepared for the lesson. Field `toolLinks` of the form.
 */
export function ToolLinksEditor({ lessonId }: { lessonId: number | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const links = (Form.useWatch('toolLinks', form) ?? []) as {
    tool?: TLessonTool;
    title?: string;
    prompt?: string;
    exampleImageUrl?: string;
  }[];
  const used = new Set(links.map((link) => link?.tool));

  return (
    <Form.List name="toolLinks">
      {(items, { add, remove }) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {items.map((item, index) => {
            const link = links[index] ?? {};
            const tool = link.tool;
            const url = tool ? pupilLinkOf(tool, lessonId) : null;
            return (
              <Card
                key={item.key}
                size="small"
                title={`${t('courses.lessons.fields.toolLinks')} ${index + 1}`}
                extra={
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(item.name)}
                  >
                    {t('courses.link.remove')}
                  </Button>
                }
              >
                <Row gutter={16}>
                  <Col span={14}>
                    <Form.Item
                      label={t('courses.link.tool')}
                      name={[item.name, 'tool']}
                      rules={[{ required: true, message: M.TOOL_INVALID }]}
                    >
                      <Select
                        aria-label={`${t('courses.link.tool')} ${index + 1}`}
                        options={LESSON_TOOLS.map((value) => ({
                          value,
                          label: toolLabel(value),
                          disabled: value !== tool && used.has(value),
                        }))}
                        onChange={(next: TLessonTool) =>
                          form.setFieldValue(
                            ['toolLinks', item.name, 'settings'],
                            defaultSettings(next),
                          )
                        }
                      />
                    </Form.Item>
                    <Form.Item
                      label={t('courses.link.title')}
                      name={[item.name, 'title']}
                      rules={[{ required: true, whitespace: true, message: M.LINK_TITLE_REQUIRED }]}
                    >
                      <Input
                        maxLength={CourseLimit.LINK_TITLE_MAX}
                        placeholder={t('courses.link.titlePlaceholder')}
                        aria-label={`${t('courses.link.title')} ${index + 1}`}
                      />
                    </Form.Item>
                    <Form.Item
                      label={t('courses.link.prompt')}
                      name={[item.name, 'prompt']}
                      rules={[{ max: CourseLimit.PROMPT_MAX, message: M.PROMPT_TOO_LONG }]}
                    >
                      <Input.TextArea
                        rows={3}
                        showCount
                        maxLength={CourseLimit.PROMPT_MAX}
                        placeholder={t('courses.link.promptPlaceholder')}
                        aria-label={`${t('courses.link.prompt')} ${index + 1}`}
                      />
                    </Form.Item>
                    {tool ? (
                      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                        <legend style={{ fontSize: 14, marginBottom: 8 }}>
                          {t('courses.link.settings')}
                        </legend>
                        <ToolLinkSettings tool={tool} name={item.name} />
                      </fieldset>
                    ) : null}
                  </Col>
                  <Col span={10}>
                    <Form.Item
                      label={t('courses.link.example')}
                      name={[item.name, 'exampleImageUrl']}
                    >
                      <CoverUpload
                        picture
                        aria-label={`${t('courses.link.example')} ${index + 1}`}
                      />
                    </Form.Item>
                    <LinkPreview
                      title={link.title}
                      prompt={link.prompt}
                      image={link.exampleImageUrl}
                      tool={tool}
                      url={url}
                    />
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={items.length >= CourseLimit.TOOL_LINKS_MAX}
            onClick={() =>
              add({ tool: undefined, title: '', prompt: '', exampleImageUrl: '', settings: {} })
            }
          >
            {t('courses.link.add')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** What the pupil sees on the lesson page, and the address the button opens. */
function LinkPreview(props: {
  title?: string;
  prompt?: string;
  image?: string;
  tool?: TLessonTool;
  url: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="link-preview"
      style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
    >
      <Typography.Text strong>{props.title || '—'}</Typography.Text>
      {props.tool ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {toolLabel(props.tool)}
        </Typography.Text>
      ) : null}
      {props.prompt ? (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ fontSize: 12, marginBottom: 4 }}>
          {props.prompt}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('courses.link.preview')}
      </Typography.Text>
      <div>
        {props.url ? (
          <Typography.Link
            href={props.url}
            target="_blank"
            rel="noreferrer"
            copyable={{ text: props.url }}
            style={{ fontSize: 12, wordBreak: 'break-all' }}
          >
            <LinkOutlined /> {props.url}
          </Typography.Link>
        ) : (
          <Typography.Text code style={{ fontSize: 12 }}>
            {props.tool
              ? lessonToolPath(props.tool, 0).replace(/=0$/, '=') +
                `<${t('courses.link.previewUnsaved')}>`
              : '—'}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
