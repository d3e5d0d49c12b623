/** One dense layer: `weights` is row-major [inputs][outputs]. */
export interface TDenseLayer {
  inputs: number;
  outputs: number;
  weights: number[];
  bias: number[];
}

/**
 * A trained classification head: features are standardised with `mean` and `scale`, then pass
 * through the layers (ReLU between them, softmax at the end).
 */
export interface TClassifierHead {
  labels: string[];
  mean: number[];
  scale: number[];
  layers: TDenseLayer[];
}

export interface TTrainingExample {
  features: ArrayLike<number>;
  label: number;
}

export interface TTrainOptions {
  /** Width of the hidden layer; 0 trains a single softmax layer. */
  hidden: number;
  epochs: number;
  learningRate: number;
  batchSize: number;
  /** L2 weight decay. */
  l2: number;
  seed: number;
}

export interface TTrainProgress {
  epoch: number;
  epochs: number;
  loss: number;
  accuracy: number;
}
