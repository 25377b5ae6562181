import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { myPhoneReplySchema, type MyPhoneInput, type MyPhoneReply } from '#shared/schemas/phone.schema.ts';
import { authed } from '#web/lib/api-client.ts';

// The phone number for codes (D-212): GET and PUT /users/me/phone/, POST /users/me/phone/confirm/.
// One cache entry for every screen that asks (settings, a treasurer's invitation): a number
// verified on one is known at once to the other.

export type MyPhone = MyPhoneReply['data'];

const phoneKey = () => ['me', 'phone'] as const;

/** GET /users/me/phone/. */
export const phoneQuery = () =>
  queryOptions({
    queryKey: phoneKey(),
    queryFn: async () => myPhoneReplySchema.parse(await authed(API.myPhone)).data,
  });

/** The reply's state replaces the cached one; the caller shows the reply's message. */
function usePhoneMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => myPhoneReplySchema.parse(await call(input)),
    onSuccess: (reply) => queryClient.setQueryData(phoneKey(), reply.data),
  });
}

/** PUT /users/me/phone/: sends a code by SMS. */
export const useSendPhoneCode = () =>
  usePhoneMutation((body: MyPhoneInput) => authed(API.myPhone, { method: 'PUT', body }));

/** POST /users/me/phone/confirm/. */
export const useConfirmPhone = () =>
  usePhoneMutation((code: string) => authed(API.confirmMyPhone, { method: 'POST', body: { code } }));
