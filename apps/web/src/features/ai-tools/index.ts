export { ToolTiles } from './components/tool-tiles';
export { TOOL_TILES, type TToolKey, type TToolTile } from './tool-tiles';
