// Every query key of the moderation feature, from one place (architecture §4).
export const moderationKeys = {
  all: ['moderation'] as const,
  /** The Pending Review queue, oldest first. */
  pending: () => [...moderationKeys.all, 'pending'] as const,
  /** Fundraisers or item offers the public reported, the longest waiting first. */
  reported: (subject: string) => [...moderationKeys.all, 'reported', subject] as const,
  /** The record of decisions, newest first, page by page. */
  decisions: () => [...moderationKeys.all, 'decisions'] as const,
};
