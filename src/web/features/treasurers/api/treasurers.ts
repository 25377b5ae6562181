import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import {
  acceptedReplySchema,
  invitationPreviewReplySchema,
  treasurerChangeReplySchema,
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
      // Invited (201), or asked of the treasurers while money is held (202, D-255).
      treasurerReplySchema
        .or(treasurerChangeReplySchema)
        .parse(await authed(API.treasurers(shortCode), { method: 'POST', body: { email_address } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.of(shortCode) }),
  });
}

/** DELETE /fundraisers/{code}/treasurers/{id}/; the list is read again. */
export function useRemoveTreasurer(shortCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      // Removed (200), or asked of the treasurers while money is held (202, D-255).
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

/** DELETE a change of treasurers (its owner, while it waits); the list is read again. */
export function useCancelChange(shortCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      messageReplySchema.parse(await authed(API.treasurerChange(shortCode, id), { method: 'DELETE' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.all }),
  });
}

/** A treasurer's code for a change of treasurers, then their approval with it (D-255). */
export function useApproveChange(shortCode: string, id: string) {
  const queryClient = useQueryClient();
  const sendCode = useMutation({
    mutationFn: async () =>
      messageReplySchema.parse(await authed(`${API.treasurerChange(shortCode, id)}code/`, { method: 'POST' })),
  });
  const approve = useMutation({
    mutationFn: async (code: string) =>
      messageReplySchema.parse(
        await authed(`${API.treasurerChange(shortCode, id)}approve/`, { method: 'POST', body: { code } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treasurerKeys.all }),
  });
  return { sendCode, approve };
}
