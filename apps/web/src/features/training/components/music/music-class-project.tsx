import { useTranslation } from 'react-i18next';
import { ClassProjectPanel } from '../class-project-panel';
import { musicClassAdapter } from './music-class-adapter';

/** The music lab's class project panel (loaded for class members only). */
export function MusicClassProject({
  project,
  setProject,
}: {
  project: Parameters<typeof musicClassAdapter>[0];
  setProject: Parameters<typeof musicClassAdapter>[1];
}) {
  const { t } = useTranslation();
  return (
    <ClassProjectPanel
      adapter={musicClassAdapter(project, setProject, t('trainingClass.musicCategory'))}
    />
  );
}
