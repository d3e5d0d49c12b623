export { AI_TOOLS_KEY, AiToolsDrawer } from './ai-tools-drawer';
