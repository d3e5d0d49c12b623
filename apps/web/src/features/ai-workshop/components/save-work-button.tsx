import { FolderOpenOutlined } from '@ant-design/icons';
import type { TAiJob, TAiTool, TWorksKind } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';

/** The kind of work a finished result is kept as (我的作品 filters by it). */
const KIND_OF_TOOL: Record<TAiTool, TWorksKind> = {
  draw: 'picture',
  'draw-color': 'picture',
  music: 'music',
  video: 'video',
  code: 'app',
  model3d: 'model3d',
};

/**
 * A finished result is already in the pupil's works (kept by the server, private until they
 * share it): say so, and open 我的作品 on its kind, where it is shared to the works square.
 */
export function SaveWorkButton({ job }: { job: TAiJob }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!job.result) return null;
  return (
    <>
      <span role="status">{t('studio.saved')}</span>
      <Button
        size="large"
        icon={<FolderOpenOutlined aria-hidden />}
        onClick={() => navigate(`${Paths.CREATION_CENTER}?kind=${KIND_OF_TOOL[job.tool]}`)}
      >
        {t('studio.shareInWorks')}
      </Button>
    </>
  );
}
