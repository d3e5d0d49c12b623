import type { TCatalogue } from './zh-CN';

/** Texts of the training labs' class projects, loaded with their panel. English catalogue. */
export const trainingClassEn: TCatalogue['trainingClass'] = {
  title: 'Class project',
  class: 'Class',
  project: 'Choose a class project',
  open: 'Open a class project',
  create: 'Open',
  name: 'Project name',
  nameRequired: 'Enter a project name',
  categories: 'Categories',
  categoriesHelp: 'Type a category name and press Enter; the whole class adds samples to these.',
  categoriesRule: 'Image and posture projects need 2 to 10 categories, music 1 to 10',
  none: 'Your teacher has not opened a class project yet.',
  noneTeacher:
    'Open a project for your class: everyone collects samples and the class trains one model together.',
  openTag: 'Open',
  closed: 'Closed',
  summary: 'The class has {{count}} samples from {{people}} people; {{mine}} are yours.',
  categoryCount: '{{name}}: {{count}} (mine {{mine}})',
  share: 'Give my samples to the class',
  loadAll: "Load the whole class's samples to train",
  saveModel: 'Save as the class model',
  useModel: 'Use the class model',
  close: 'Close the project',
  closeConfirm: 'After closing, nobody can add samples. Close it?',
  help: 'Collect samples below, then "Give my samples to the class" (category names must match the project\'s); load the whole class\'s samples to train together.',
  nothingToShare:
    "No new samples to give: collect some in categories named like the class project's.",
  shared: 'Gave {{count}} samples to the class',
  loaded: "Loaded the class's {{count}} samples: you can train now",
  trainFirst: "Load the class's samples and train first, then save the class model.",
  modelSaved: 'The class model is saved: everyone in the class can use it',
  modelOpened: 'The class model is open: try it in step 3',
  created: 'The class project is open',
  helpMusic:
    'Record or add melodies below, then "Give my samples to the class"; load the whole class\'s melodies to train and compose together.',
  nothingToShareMusic: 'No new melodies to give: record one or add an example first.',
  musicCategory: "The class's melodies",
  delete: 'Delete the project',
  deleteConfirm:
    "Deleting removes the whole class's samples, pictures and the class model for good. Delete it?",
  deleted: 'The class project is deleted',
};
