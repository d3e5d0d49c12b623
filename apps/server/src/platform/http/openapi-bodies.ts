import { answerOf, type TEndpointDefinition } from '@haoduo/contract';
import type { SchemaConverter, TJsonSchema } from './openapi-schema';

/** The request body and the success answer of one operation of the OpenAPI document. */

export function requestBodyOf(
  endpoint: TEndpointDefinition,
  schemas: SchemaConverter,
  operationId: string,
): Record<string, unknown> | undefined {
  if (endpoint.upload) {
    const fields = endpoint.body
      ? propertiesOf(schemas.convert(endpoint.body, 'input', `${operationId}Body`))
      : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...fields,
            },
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: true,
    content: {
      'application/json': { schema: schemas.convert(endpoint.body, 'input', `${operationId}Body`) },
    },
  };
}

export function successAnswer(
  endpoint: TEndpointDefinition,
  schemas: SchemaConverter,
  operationId: string,
): Record<string, unknown> {
  switch (answerOf(endpoint)) {
    case 'stream':
      return {
        description: 'Server-sent events; a refusal before the stream starts is an error envelope',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      };
    case 'file': {
      const mediaType = endpoint.produces ?? 'application/octet-stream';
      // A binary body in 3.1: a string with its media type, unless the type is a range.
      const schema = mediaType.includes('*') ? {} : { type: 'string', contentMediaType: mediaType };
      return { description: 'The file', content: { [mediaType]: { schema } } };
    }
    case 'page':
      return {
        description: 'A page for browsers or sign-in clients',
        content: { [endpoint.produces ?? 'text/html']: { schema: { type: 'string' } } },
      };
    case 'envelope': {
      const data = endpoint.response
        ? schemas.convert(endpoint.response, 'output', `${operationId}Data`)
        : { type: 'null' };
      return {
        description: 'Success',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'message', 'data'],
              properties: {
                code: { type: 'integer', const: 200 },
                message: { type: 'string', const: 'success' },
                data,
              },
            },
            ...(endpoint.response
              ? {}
              : { example: { code: 200, message: 'success', data: null } }),
          },
        },
      };
    }
  }
}

export function propertiesOf(schema: TJsonSchema): Record<string, TJsonSchema> {
  return (schema.properties ?? {}) as Record<string, TJsonSchema>;
}
