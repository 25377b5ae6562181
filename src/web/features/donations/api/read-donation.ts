import { API } from '#shared/api-paths.ts';
import { donationSchema, type Donation } from '#shared/schemas/donation.schema.ts';
import { plain, statusOf } from '#web/lib/api-client.ts';

/** GET /api/donations/{id}/: the donation as its donor sees it; null when there is no such donation. */
export async function readDonation(id: string): Promise<Donation | null> {
  try {
    return donationSchema.parse(await plain(API.donation(id), { retry: 0 })).data;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}
