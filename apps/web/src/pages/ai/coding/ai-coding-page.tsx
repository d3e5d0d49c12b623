import { SMART_APP_KIND_LABELS, SMART_APP_KINDS, type TSmartAppKind } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolStudio } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';
import { Select } from '../../../shared/ui/select';

/** /ai/coding: a small smart application from words, run in a sandboxed frame. */
export default function AiCodingPage() {
  const { t } = useTranslation();
  const { task, studio, lessonBody } = useLessonStudio('coding');
  const presetKind = task.link?.tool === 'coding' ? task.link.settings.kind : undefined;
  // The pupil's choice, else the lesson's, else the AI's.
  const [kindChosen, setKind] = useState<TSmartAppKind | '' | null>(null);
  const kind = kindChosen ?? presetKind ?? '';
  return (
    <ToolStudio
      tool="code"
      title={t('pages.aiCoding')}
      intro={t('studio.intro.coding')}
      placeholder={t('studio.placeholders.code')}
      examples={[
        t('studio.ex.code1'),
        t('studio.ex.code2'),
        t('studio.ex.code3'),
        t('studio.ex.code4'),
      ]}
      body={() => ({ ...(kind ? { kind } : {}), ...lessonBody })}
      {...studio}
      options={
        <label>
          <span style={{ marginRight: 12, fontWeight: 600 }}>{t('studio.kind')}</span>
          <Select
            size="large"
            style={{ minWidth: 220 }}
            aria-label={t('studio.kind')}
            value={kind}
            onChange={setKind}
            options={[
              { value: '', label: t('studio.aiChooses') },
              ...SMART_APP_KINDS.map((value) => ({ value, label: SMART_APP_KIND_LABELS[value] })),
            ]}
          />
        </label>
      }
    />
  );
}
