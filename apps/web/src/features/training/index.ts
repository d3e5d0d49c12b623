/** The AI enlightenment labs: image, posture and music training (/ai/training/*). */
export { VisionLab } from './components/vision-lab';
export { MusicLab } from './components/music/music-lab';
export {
  BridgeMessage,
  bridgeSnippet,
  connectModelBridge,
  type TBridgeModel,
  type TBridgeRequest,
  type TBridgeResult,
} from './bridge/model-bridge';
export { connectLabModels, labModel } from './bridge/lab-models';
