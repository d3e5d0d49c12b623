import { ClassProjectPanel } from './class-project-panel';
import { visionClassAdapter } from './use-vision-class-adapter';

/** The image and posture labs' class project panel (loaded for class members only). */
export function VisionClassProject({ lab }: { lab: Parameters<typeof visionClassAdapter>[0] }) {
  return <ClassProjectPanel adapter={visionClassAdapter(lab)} />;
}
