import { API } from '#shared/api-paths.ts';
import {
  SUPPORT_MESSAGES_PAGE_SIZE,
  supportMessagesPageSchema,
  type SupportMessagesPage,
} from '#shared/schemas/support-message.schema.ts';
import { plain } from '#web/lib/api-client.ts';

/**
 * GET /api/fundraisers/{code}/support-messages/: one page of words of support, newest first. A
 * plain call, not a query: the server-drawn page's island runs without the app's query client
 * (the first words came with the page).
 */
export async function listSupportMessages(shortCode: string, page: number): Promise<SupportMessagesPage> {
  const reply = await plain(API.supportMessages(shortCode), {
    query: { page, page_size: SUPPORT_MESSAGES_PAGE_SIZE },
  });
  return supportMessagesPageSchema.parse(reply);
}
