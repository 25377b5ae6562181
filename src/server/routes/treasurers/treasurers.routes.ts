import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { smsCodeSchema } from '#shared/schemas/phone.schema.ts';
import {
  acceptedReplySchema,
  acceptInvitationSchema,
  invitationPreviewReplySchema,
  inviteTreasurerSchema,
  treasurerChangeParamSchema,
  treasurerChangeReplySchema,
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
    'invitation to an address whose link expired replaces it. While the fundraiser holds money and has an ' +
    'active treasurer, 202: the invitation is a change the treasurers approve by majority, each by SMS code, ' +
    'and is sent once they have (D-255). 409 while another change waits.',
  request: { params: shortCodeParamSchema, body: jsonBody(inviteTreasurerSchema) },
  responses: {
    201: json(treasurerReplySchema, 'Invited'),
    202: json(treasurerChangeReplySchema, 'Asked of the treasurers'),
    ...pick(400, 403, 404, 409, 429),
  },
});

export const listTreasurers = signedIn('get', path, {
  summary: "A fundraiser's treasurers and invitations (its owner, treasurers and reviewers)",
  request: { params: shortCodeParamSchema },
  responses: { 200: json(treasurersReplySchema, 'The treasurers'), ...pick(403, 404) },
});

export const removeTreasurer = signedIn('delete', `${path}{id}/`, {
  summary: 'Cancel an invitation, or remove an active treasurer (the owner)',
  description:
    'An invitation is cancelled at once. An active treasurer is removed at once while the fundraiser holds no ' +
    'money (nothing in escrow, available or set aside); otherwise 202: the removal is a change the treasurers ' +
    'approve by majority, each by SMS code (D-255). 409 while another change waits.',
  request: { params: treasurerIdParamSchema },
  responses: {
    200: json(messageReplySchema, 'Removed'),
    202: json(treasurerChangeReplySchema, 'Asked of the treasurers'),
    ...pick(403, 404, 409),
  },
});

const changePath = '/fundraisers/{short_code}/treasurer-changes/{id}/';

export const sendChangeCode = signedIn('post', `${changePath}code/`, {
  summary: 'Send a treasurer the 6-digit code that approves a change of treasurers (their verified phone)',
  description: "Only the fundraiser's active treasurers approve (403 otherwise); 409 once the change is closed.",
  request: { params: treasurerChangeParamSchema },
  responses: { 202: json(messageReplySchema, 'Code sent'), ...pick(403, 404, 409, 429) },
});

export const approveChange = signedIn('post', `${changePath}approve/`, {
  summary: 'Approve a change of treasurers with its SMS code; the approval that makes the majority makes it',
  request: { params: treasurerChangeParamSchema, body: jsonBody(smsCodeSchema) },
  responses: { 200: json(messageReplySchema, 'Approval recorded'), ...pick(400, 403, 404, 409, 429) },
});

export const cancelChange = signedIn('delete', changePath, {
  summary: 'Cancel a change of treasurers still waiting for approval (the owner)',
  request: { params: treasurerChangeParamSchema },
  responses: { 200: json(messageReplySchema, 'Cancelled'), ...pick(403, 404, 409) },
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
