import { DRAW_STYLE_LABELS, DRAW_STYLES, type TDrawStyle } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionRow, styleThumb, ToolStudio } from '../../../features/ai-workshop';

/** /ai/painting: draw a picture from words, in a chosen style. */
export default function AiPaintingPage() {
  const { t } = useTranslation();
  const [style, setStyle] = useState<TDrawStyle | ''>('');
  return (
    <ToolStudio
      tool="draw"
      title={t('pages.aiPainting')}
      intro={t('studio.intro.painting')}
      placeholder={t('studio.placeholders.draw')}
      examples={[
        t('studio.ex.draw1'),
        t('studio.ex.draw2'),
        t('studio.ex.draw3'),
        t('studio.ex.draw4'),
      ]}
      body={() => (style ? { style } : {})}
      options={
        <OptionRow
          label={t('studio.style')}
          value={style}
          onChange={setStyle}
          auto
          pictureOf={styleThumb}
          choices={DRAW_STYLES.map((value) => ({ value, label: DRAW_STYLE_LABELS[value] }))}
        />
      }
    />
  );
}
