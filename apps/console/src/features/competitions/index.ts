/** What the competition pages share. */
export { CompetitionSelect, COMPETITIONS_KEY } from './competition-select';
export { PhaseTag, ReleaseTag } from './phase-tag';
export { ImageUpload, imageProblem, uploadSiteImage, type TImageUploadProps } from './image-upload';
