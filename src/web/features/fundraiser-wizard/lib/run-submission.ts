import { MSG } from '#shared/messages.ts';
import { detailsKindFor } from '#shared/details-kind.ts';
import { detailsFormSchemaFor } from '#shared/schemas/fundraiser.schema.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { refusalMessage, type RunSteps } from '#web/lib/drafts/resumable-run.ts';
import { toast } from '#web/lib/toast.ts';
import { queuedUploads } from '#web/lib/upload-queue.ts';
import { createFundraiser, saveDetails } from '../api/submit-calls.ts';
import type { SelectedType, SubmitProgress, WizardDraft } from '../draft/draft.types.ts';

interface Checked {
  type: SelectedType;
  details: Record<string, unknown>;
}

/**
 * The wizard's part of the resumable run (D-193), in the submit order of spec §4: create the
 * fundraiser under the draft's key, save its details (an upsert, so it is sent on every run), then
 * its photos. The fundraiser moves on to the launch only once the worker sent the photos it holds.
 */
export const submissionSteps: RunSteps<WizardDraft, Checked, SubmitProgress, 'details'> = {
  check(draft) {
    if (!draft.type) return { kind: 'failed', message: MSG.typeNotSelected };
    const values = detailsFormSchemaFor(draft.type.slug).safeParse(draft.forms[detailsKindFor(draft.type.slug)] ?? {});
    if (!values.success) return { kind: 'failed', message: MSG.unexpected };
    return { kind: 'ok', values: { type: draft.type, details: values.data } };
  },
  async create({ type }, key, userId) {
    const created = await createFundraiser(type.id, userId, key);
    return { fundraiserId: created.id, shortCode: created.shortCode };
  },
  createRefused: (err) => ({ message: refusalMessage(err, MSG.createFailed) }),
  created: () => toast('success', MSG.fundraiserCreated),
  then: {
    step: 'details',
    call: (progress, { type, details }) => saveDetails(type.slug, progress.fundraiserId, details),
    refused: errorBody,
  },
  photoTarget: ({ fundraiserId, shortCode }) => ({ fundraiserId, shortCode }),
  heldByWorker: queuedUploads,
  waitForHeldPhotos: true,
};
