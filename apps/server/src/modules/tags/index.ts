/** What other modules use of the tags module; they import nothing else of it. */
export { tagsFeature } from './tags.plugin';
export { assertTagsExist, type TTagUsers } from './tags.service';
