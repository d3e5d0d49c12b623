/** Every domain's endpoints. A domain's calls are defined in its file, nowhere else. */
export * from './ai-workshop';
export * from './ai-agents';
export * from './classes';
export * from './identity';
export * from './regions';
export * from './semesters';
export * from './works';
export * from './tags';
export * from './media';
export * from './downloads';
export * from './teachers';
export * from './ai-points';
export * from './ai-tool-config';
export * from './launch';
export * from './training';
export * from './system';
export * from './safety';
