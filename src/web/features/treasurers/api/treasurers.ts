import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import {
  acceptedReplySchema,
  invitationPreviewReplySchema,
  treasurerReplySchema,
  treasurershipsReplySchema,
  treasurersReplySchema,
} from '#shared/schemas/treasurer.schema.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { authed, plain } from '#web/lib/api-client.ts';

// Treasurers (D-205): a fundraiser's list, inviting, removing, accepting, and the treasurer's own list.

export const treasurerKeys = {
  all: ['treasurers'] as const,
  of: (shortCode: string) => [...treasurerKeys.all, 'of', shortCode] as const,
  mine: () => [...treasurerKeys.all, 'mine'] as const,
};

/** GET /fundraisers/{code}/treasurers/. */
export const treasurersQuery = (shortCode: string) =>
  queryOptions({
    queryKey: treasurerKeys.of(shortCode),
    queryFn: async () => treasurersReplySchema.parse(await authed(API.treasurers(shortCode))),
    // Read afresh each time it opens: an acceptance or the first gift changes what may be offered.
    staleTime: 0,
  });

/** GET /users/me/treasurerships/: what I help manage and what waits for my approval. */
export const treasurershipsQuery = () =>
  queryOptions({
    queryKey: treasurerKeys.mine(),
    queryFn: async () => treasurershipsReplySchema.parse(await authed(API.myTreasurerships)).data,
  });

/** POST /treasurer-invitations/preview/: what the invitation is for; needs no account, accepts nothing. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: [...treasurerKeys.all, 'invitation', token] as const,
    queryFn: async () =>
      invitationPreviewReplySchema.parse(
        await plain(API.previewTreasurerInvitation, { method: 'POST', body: { token } }),
      ).data,
    retry: false,
  });

/** POST /fundraisers/{code}/treasurers/; the list is read again. */
export function useInviteTreasurer(shortCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email_address: string) =>
      treasurerReplySchema.parse(await authed(API.treasurers(shortCode), { method: 'POST', body: { email_address } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.of(shortCode) }),
  });
}

/** DELETE /fundraisers/{code}/treasurers/{id}/; the list is read again. */
export function useRemoveTreasurer(shortCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      messageReplySchema.parse(await authed(API.treasurer(shortCode, id), { method: 'DELETE' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.of(shortCode) }),
  });
}

/** POST /treasurer-invitations/accept/; my treasurerships are read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      acceptedReplySchema.parse(await authed(API.acceptTreasurerInvitation, { method: 'POST', body: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.mine() }),
  });
}
