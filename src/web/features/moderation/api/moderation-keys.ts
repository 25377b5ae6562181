// Every query key of the moderation feature, from one place (architecture §4).
export const moderationKeys = {
  all: ['moderation'] as const,
  /** The Pending Review queue, oldest first. */
  pending: () => [...moderationKeys.all, 'pending'] as const,
  /** Fundraisers the public reported, the longest waiting first. */
  reported: () => [...moderationKeys.all, 'reported'] as const,
  /** The record of decisions, newest first, page by page. */
  decisions: () => [...moderationKeys.all, 'decisions'] as const,
};
