export { ToolTilesPreview } from './components/tool-tiles-preview';
export { TOOL_TILES, type TToolKey, type TToolTile } from './tool-tiles';
