import type { OfferItem } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import { newId, newShortCode } from '../../lib/secrets.ts';
import { imageRow, insertReservedImages, type PhotoRow } from '../repositories/images.repository.ts';
import { ITEM_PHOTOS, reserveSlots } from '../repositories/photo-slots.repository.ts';
import { insertItem } from '../repositories/items.repository.ts';
import { findUserByEmail } from '../repositories/users.repository.ts';
import { demoPhoto, PALETTES } from './demo-images.ts';

// Demo item offers (demo mode only) from the demo organisers, so 'Find items for donation' is not
// empty on `npm start`. No phone is shared: demo data never holds a number that could be someone's.

type DemoItem = Omit<OfferItem, 'share_phone' | 'phone'> & { donor: string; daysAgo: number };

const DEMO_ITEMS: DemoItem[] = [
  {
    donor: 'wanjiku@demo.harambee.ke',
    category: 'books',
    title: 'KCSE revision books, Form 3 and 4',
    condition: 'good',
    quantity: 6,
    description: 'Mathematics, Chemistry, Biology and English revision books. Some pencil notes inside.',
    county: 'Uasin Gishu',
    town: 'Eldoret',
    daysAgo: 1,
  },
  {
    donor: 'brian@demo.harambee.ke',
    category: 'clothes',
    title: 'Boys school uniform, age 10 to 12',
    condition: 'like_new',
    quantity: 2,
    description: 'Two sets of grey shorts and white shirts, and one green jumper. Washed and ironed.',
    county: 'Kisumu',
    town: 'Kisumu',
    daysAgo: 2,
  },
  {
    donor: 'faith@demo.harambee.ke',
    category: 'household',
    title: 'Gas cooker with two burners',
    condition: 'good',
    quantity: 1,
    description: 'Works well; we moved to a bigger one. The gas cylinder is not included.',
    county: 'Nairobi',
    town: 'Kasarani',
    daysAgo: 3,
  },
  {
    donor: 'peter@demo.harambee.ke',
    category: 'shoes',
    title: 'Black school shoes, size 38',
    condition: 'new',
    quantity: 1,
    description: 'Bought for my daughter but too small. Never worn, still in the box.',
    county: 'Nakuru',
    town: 'Naivasha',
    daysAgo: 4,
  },
  {
    donor: 'amina@demo.harambee.ke',
    category: 'electronics',
    title: 'Android phone for a student',
    condition: 'fair',
    quantity: 1,
    description: 'Older phone with a cracked back but a good screen and battery. Charger included.',
    county: 'Mombasa',
    town: 'Nyali',
    daysAgo: 5,
  },
];

const DAY = 24 * 3600 * 1000;

/** Seeds the demo offers once: the first demo donor's offers mark whether it already ran. */
export async function seedDemoItems(deps: Deps) {
  const first = await findUserByEmail(deps.db, DEMO_ITEMS[0]!.donor);
  if (!first) return;
  const seeded = await deps.db.selectFrom('items').select('id').where('donor_id', '=', first.id).executeTakeFirst();
  if (seeded) return;
  for (const [index, demo] of DEMO_ITEMS.entries()) {
    const donor = await findUserByEmail(deps.db, demo.donor);
    if (!donor) continue;
    const { donor: _, daysAgo, ...offer } = demo;
    const created = new Date(Date.now() - daysAgo * DAY).toISOString();
    const id = newId();
    await insertItem(deps.db, {
      ...offer,
      id,
      code: newShortCode(),
      donor_id: donor.id,
      share_phone: 0,
      phone: null,
      status: 'available',
      created_at: created,
      updated_at: created,
      given_at: null,
      removed_reason: null,
      removed_by: null,
      removed_at: null,
    });
    // Through the slots as uploads go, so the five-photo cap and the media sweep see the photo.
    const seeding = newId();
    const slots = (await reserveSlots(deps.db, ITEM_PHOTOS, id, 1, seeding))!;
    const rows: PhotoRow[] = [];
    for (const slot of slots) {
      const stored = await deps.images.store(
        id,
        slot.imageId,
        await demoPhoto(PALETTES[index % PALETTES.length]!, 1),
        'jpeg',
      );
      rows.push(imageRow(slot, stored, created));
    }
    await deps.db.transaction().execute((trx) => insertReservedImages(trx, ITEM_PHOTOS, id, seeding, slots, rows));
  }
}
