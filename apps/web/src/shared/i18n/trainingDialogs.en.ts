import type { TCatalogue } from './zh-CN';

/** Texts of the training labs' dialogs, loaded with them. English catalogue. */
export const trainingDialogsEn: TCatalogue['trainingDialogs'] = {
  project: {
    openTitle: 'My saved projects',
    openEmpty: 'No saved projects yet.',
    savedAt: 'Saved {{time}}',
    openButton: 'Open',
    localNote:
      '"Save" keeps the project in this browser only. To move to another computer, "Save to my works" (signed in), or "Export project" here and "Import a file" there.',
    classNote:
      'Training as a class: the teacher exports the project and shares it; each pupil opens it, collects samples and exports it back; the teacher merges everyone\'s samples into one project with "Merge classmates\' samples" and the class trains it together.',
  },
  server: {
    empty: 'You have not saved a project of this lab yet.',
    delete: 'Delete',
    deleteConfirm: 'Delete this training project?',
    samples: '{{count}} samples',
    trained: 'trained',
    modelId: 'Model id (for smart apps): {{id}}',
    openTitle: 'Training projects in my works',
    note: 'Projects saved to my works are kept in your account: sign in on any computer to open them, with their samples and trained model.',
  },
  api: {
    title: 'Use your model in a smart app',
    intro:
      'A smart app made in the AI workshop can ask this model to recognise pictures or poses. Put this code in the app:',
    modelId: 'Model id',
    close: 'Got it',
  },
};
