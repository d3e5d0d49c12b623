export { AgentWorkshop } from './components/agent-workshop';
export { AgentChat } from './components/agent-chat';
export { DrawDialog, type TDrawDialogProps } from './components/draw-dialog';
export { LaunchWelcome } from './components/launch-welcome';
export { OptionRow } from './components/option-row';
export { PointsBadge } from './components/points-badge';
export { ToolStudio } from './components/tool-studio';
export { ColoringStudio } from './components/coloring-studio';
export { VideoPictures, type TVideoPicture } from './components/video-pictures';
