import { z } from 'zod';
import { ZSemesterItem } from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

export const semesterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/platform-semester/query-list',
    aliases: ['/api/v1/platform-semester/query-list'],
    tag: 'semesters',
    access: 'signed-in',
    summary: 'Platform semesters, newest first, with the currentSemester flag',
    response: z.array(ZSemesterItem),
  }),
};
