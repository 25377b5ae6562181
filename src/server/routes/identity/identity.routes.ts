import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import {
  identityApprovalSchema,
  identityListQuerySchema,
  identityRejectionSchema,
  identitySubmittedSchema,
  myIdentityReplySchema,
  reviewIdentitiesReplySchema,
} from '#shared/schemas/identity.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// Organisers and treasurers are who they say (D-258).
const { signedIn } = routesOf('Identity');

const idParam = z.object({ id: z.string().min(1).max(100, { error: MSG.notFound }) });
const decided = {
  200: json(z.object({ message: z.string() }), 'Decided; the person is told'),
  ...pick(400, 403, 404, 409),
};

/** Multipart, read by the handler with the shared schema: documented by hand. */
export const submit = signedIn('post', '/users/me/identity/', {
  summary: 'Send your ID or passport number, a photo of the document and a selfie, for a reviewer to check',
  description:
    'multipart/form-data: `document_type` (`national_id` | `passport`), `document_number`, `document` and `selfie` ' +
    '(PNG or JPEG, 2 MB each; never public). 409 while a check waits or once one was approved.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            document_type: z.enum(['national_id', 'passport']),
            document_number: z.string(),
            document: z.string().meta({ format: 'binary' }),
            selfie: z.string().meta({ format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: { 202: json(identitySubmittedSchema, 'Sent; a reviewer checks it'), ...pick(400, 409, 413) },
});

export const mine = signedIn('get', '/users/me/identity/', {
  summary: 'Your newest identity check and its decision (null before you sent one)',
  responses: { 200: json(myIdentityReplySchema, 'Your check') },
});

export const list = signedIn('get', '/moderation/identities/', {
  summary: 'Reviewers: identity checks of a status (pending by default), the oldest waiting first',
  request: { query: identityListQuerySchema },
  responses: { 200: json(reviewIdentitiesReplySchema, 'The checks'), ...pick(403) },
});

/** Binary: documented by hand. */
export const photo = signedIn('get', '/moderation/identities/{id}/{photo}/', {
  summary: "Reviewers: a check's document photo or selfie (never cached; gone 30 days after the decision)",
  request: { params: idParam.extend({ photo: z.enum(['document', 'selfie']) }) },
  responses: {
    200: { content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } }, description: 'The photo' },
    ...pick(403, 404),
  },
});

export const approve = signedIn('post', '/moderation/identities/{id}/approve/', {
  summary: 'Reviewers: the documents match the account (never your own check)',
  request: { params: idParam, body: jsonBody(identityApprovalSchema) },
  responses: decided,
});

export const reject = signedIn('post', '/moderation/identities/{id}/reject/', {
  summary: 'Reviewers: refuse, with a reason the person is told',
  request: { params: idParam, body: jsonBody(identityRejectionSchema) },
  responses: decided,
});
