export * from './form-question-constants';
export * from './form-question.schema';
export * from './lesson-quiz.schema';
export * from '../messages/form-question-messages';
