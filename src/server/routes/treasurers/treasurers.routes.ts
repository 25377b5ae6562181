import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  acceptedReplySchema,
  acceptInvitationSchema,
  invitationPreviewReplySchema,
  inviteTreasurerSchema,
  treasurerIdParamSchema,
  treasurerReplySchema,
  treasurershipsReplySchema,
  treasurersReplySchema,
} from '#shared/schemas/treasurer.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Treasurers');
const path = '/fundraisers/{short_code}/treasurers/';

export const inviteTreasurer = signedIn('post', path, {
  summary: 'Invite a treasurer by e-mail (the owner): at most 3, not the owner, not twice',
  description:
    'The invitation e-mail carries a link to /treasurer-invitations/accept?token=…, valid for 7 days; a new ' +
    'invitation to an address whose link expired replaces it. 409 while the fundraiser holds money and already ' +
    'has an active treasurer: a new approver would change the majority (D-206).',
  request: { params: shortCodeParamSchema, body: jsonBody(inviteTreasurerSchema) },
  responses: { 201: json(treasurerReplySchema, 'Invited'), ...pick(400, 403, 404, 409, 429) },
});

export const listTreasurers = signedIn('get', path, {
  summary: "A fundraiser's treasurers and invitations (its owner, treasurers and reviewers)",
  request: { params: shortCodeParamSchema },
  responses: { 200: json(treasurersReplySchema, 'The treasurers'), ...pick(403, 404) },
});

export const removeTreasurer = signedIn('delete', `${path}{id}/`, {
  summary: 'Cancel an invitation, or remove an active treasurer (the owner)',
  description:
    'An invitation is cancelled at once. An active treasurer is removed only while the fundraiser holds no ' +
    'money (nothing in escrow, available or set aside); otherwise 409 (D-206).',
  request: { params: treasurerIdParamSchema },
  responses: { 200: json(messageReplySchema, 'Removed'), ...pick(403, 404, 409) },
});

export const acceptInvitation = signedIn('post', '/treasurer-invitations/accept/', {
  summary: "Accept a treasurer's invitation with the token from its e-mail",
  description:
    'The signed-in account must use the invited address, have it verified and have a verified phone for ' +
    'codes; each missing step is a 409 that says what to do. 404 for a token that is unknown, used or cancelled.',
  request: { body: jsonBody(acceptInvitationSchema) },
  responses: { 200: json(acceptedReplySchema, 'Accepted'), ...pick(400, 404, 409, 429) },
});

export const previewInvitation = route('post', '/treasurer-invitations/preview/', {
  summary: "What a treasurer's invitation is for: the fundraiser, who invited and the address it went to",
  description:
    'Needs no account: the invitation page names the fundraiser before anyone signs in. Reading accepts ' +
    'nothing. 404 for a token that is unknown, used or cancelled, 409 once expired; wrong tokens are ' +
    'limited per client address.',
  request: { body: jsonBody(acceptInvitationSchema) },
  responses: { 200: json(invitationPreviewReplySchema, 'The invitation'), ...pick(400, 404, 409, 429) },
});

export const myTreasurerships = signedIn('get', '/users/me/treasurerships/', {
  summary: 'The fundraisers the signed-in user is a treasurer of, with the withdrawals waiting for their approval',
  responses: { 200: json(treasurershipsReplySchema, 'Treasurerships') },
});
