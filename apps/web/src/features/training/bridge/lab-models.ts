import { getModel } from '../api/get-model';
import { isClassifierHead } from '../storage/model-file';
import { connectModelBridge, savedModel, type TBridgeModel } from './model-bridge';

/** Model ids the server knows: a class project's model or one's own saved project's. */
const SERVER_MODEL = /^(saved|class):[1-9][0-9]{0,9}$/;

/**
 * A model for a smart app, wherever it lives: `class:<id>` and `saved:<id>` from the server
 * (the caller must be in the class, or own the project), any other id from the lab projects
 * saved in this browser. Music models are not for apps; null when there is no such model.
 */
export async function labModel(modelId: string): Promise<TBridgeModel | null> {
  if (!SERVER_MODEL.test(modelId)) return savedModel(modelId);
  try {
    const answer = await getModel(modelId);
    if (answer.kind === 'music' || !isClassifierHead(answer.model)) return null;
    return { kind: answer.kind === 'posture' ? 'pose' : 'image', head: answer.model };
  } catch {
    return null;
  }
}

/** What /agent/code gives its sandbox frame: the lab models, browser and server alike. */
export function connectLabModels(frame: HTMLIFrameElement): () => void {
  return connectModelBridge(frame, { loadModel: labModel });
}
