import { z } from 'zod';

// Africa's Talking's bulk SMS API as the product and its simulator both speak it: the path, the
// recipient status codes and the response envelope, written once (research daraja-money-out.md
// §4.1). The request is form-encoded (username, to, message, optional from) with the headers
// `apiKey` and `Accept: application/json`.

export const AT_PATHS = { messaging: '/version1/messaging' } as const;

/** Recipient statusCode → status, as Africa's Talking names them. */
export const AT_STATUS = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
} as const satisfies Record<number, string>;

export type AtStatusCode = keyof typeof AT_STATUS;

/** Accepted by the gateway: the text is on its way. */
export const AT_SUCCESS_CODES: readonly number[] = [100, 101, 102];

/** Sending again can never help (406: the person opted out; never resend). */
export const AT_PERMANENT_CODES: readonly number[] = [402, 403, 404, 406];

/** A Kenyan mobile in the E.164 form the product sends (+2547… or +2541…). */
export const KENYAN_E164 = /^\+254[17]\d{8}$/;

/**
 * Numbers the simulator answers with a failure, so tests and demos can see each handling: any
 * other valid +254 number is sent (101).
 */
export const SMS_MAGIC_NUMBERS: Record<string, AtStatusCode> = {
  '+254700000405': 405,
  '+254700000406': 406,
  '+254700000409': 409,
  '+254700000500': 500,
};

/**
 * Numbers the simulator takes (101) and then reports as not delivered, as the network would, in
 * the delivery report it posts (status and failureReason as Africa's Talking writes them).
 */
export const SMS_REPORT_MAGIC_NUMBERS: Record<string, { status: string; failureReason: string }> = {
  '+254700000201': { status: 'Failed', failureReason: 'UserInBlackList' },
  '+254700000202': { status: 'Failed', failureReason: 'AbsentSubscriber' },
};

const recipientSchema = z.object({
  statusCode: z.number().int(),
  number: z.string(),
  status: z.string(),
  cost: z.string(),
  messageId: z.string().optional(),
});

export const atResponseSchema = z.object({
  SMSMessageData: z.object({ Message: z.string(), Recipients: z.array(recipientSchema) }),
});

export type AtRecipient = z.infer<typeof recipientSchema>;
export type AtResponse = z.infer<typeof atResponseSchema>;
