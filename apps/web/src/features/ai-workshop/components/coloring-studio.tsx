import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorTemplates } from '../api/get-color-templates';
import { templateThumb } from '../model/studio-pictures';
import { OptionRow } from './option-row';
import { ToolStudio } from './tool-studio';
import styles from './studio.module.css';
import { TextInput } from '../../../shared/ui/text-input';

type TMode = 'line' | 'auto';

interface TColoringStudioProps {
  title: string;
  /** Settings prepared elsewhere (a lesson's): the pupil's own choices win. */
  preset?: { mode?: TMode; templateId?: string; palettePrompt?: string };
  /** What the studio takes from a lesson: its prompt, class and banner. */
  studio?: { presetPrompt?: string; classId?: number; banner?: ReactNode };
  /** Added to the body (the lesson the result is handed in for). */
  extraBody?: Record<string, unknown>;
}

/** /ai/coloring: colour a line drawing by hand (click to fill), or let the AI colour it. */
export function ColoringStudio({ title, preset, studio, extraBody }: TColoringStudioProps) {
  const { t } = useTranslation();
  const templates = useColorTemplates();
  const [modeChosen, setMode] = useState<TMode | null>(null);
  const [templateChosen, setTemplateId] = useState<string | null>(null);
  const [paletteTyped, setPalette] = useState<string | null>(null);
  const mode = modeChosen ?? preset?.mode ?? 'line';
  const templateId = templateChosen ?? preset?.templateId ?? '';
  const palette = paletteTyped ?? preset?.palettePrompt ?? '';
  return (
    <ToolStudio
      {...studio}
      tool="draw-color"
      title={title}
      intro={t('studio.intro.coloring')}
      placeholder={t('studio.placeholders.color')}
      examples={[t('studio.ex.color1'), t('studio.ex.color2'), t('studio.ex.color3')]}
      ready={templateId !== ''}
      body={() => ({
        mode,
        ...(templateId ? { templateId } : {}),
        ...(mode === 'auto' && palette.trim() ? { palettePrompt: palette.trim() } : {}),
        ...extraBody,
      })}
      options={
        <>
          <OptionRow
            label=""
            value={mode}
            onChange={(value) => setMode(value === 'auto' ? 'auto' : 'line')}
            choices={[
              { value: 'line', label: t('studio.coloring.line') },
              { value: 'auto', label: t('studio.coloring.auto') },
            ]}
          />
          <OptionRow<string>
            label={t('studio.coloring.template')}
            value={templateId}
            onChange={setTemplateId}
            auto
            autoLabel={t('studio.coloring.describe')}
            pictureOf={templateThumb}
            choices={(templates.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
          />
          {mode === 'auto' && (
            <label className={styles.optionRow}>
              <span className={styles.label}>{t('studio.coloring.palette')}</span>
              <TextInput
                size="large"
                style={{ width: '100%', maxWidth: 360 }}
                aria-label={t('studio.coloring.palette')}
                value={palette}
                maxLength={100}
                placeholder={t('studio.coloring.palettePlaceholder')}
                onChange={setPalette}
              />
            </label>
          )}
        </>
      }
    />
  );
}
