import { createFileRoute } from '@tanstack/react-router';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { EditTools, StoryFormProps } from '#web/features/fundraiser-page/components/edit-fundraiser.tsx';
import { OwnerFundraiser } from '#web/features/fundraiser-page/components/owner-fundraiser.tsx';
import { PostUpdateForm } from '#web/features/fundraiser-updates/components/post-update-form.tsx';
import { UpdatesTab } from '#web/features/fundraiser-updates/components/updates-tab.tsx';
import { DetailsForm } from '#web/features/fundraiser-wizard/components/details/details-form.tsx';
import { preparePhoto } from '#web/lib/photos/prepare-photo.ts';

export const Route = createFileRoute('/_site/_protected/fundraiser/$id')({ component: Page });

// The owner edits with the wizard's own details form and photo preparation (downsizing), and posts
// updates with the updates feature's form, composed here because one feature does not import another. Nothing is drafted: the server holds the values.
const ignore = () => {};
function StoryForm(props: StoryFormProps) {
  return <DetailsForm {...props} onValuesChange={ignore} />;
}
const editTools: EditTools = { StoryForm, preparePhoto };

/** Updates go to donors once there are donors: a live fundraiser, or a closed one telling how it went. */
const hasUpdates = (review: Review) => review.fundraiser.status === 'live' || review.fundraiser.status === 'closed';
const postUpdate = (review: Review) =>
  hasUpdates(review) ? <PostUpdateForm shortCode={review.fundraiser.short_code} /> : null;
const updatesTab = (review: Review) =>
  hasUpdates(review) ? <UpdatesTab shortCode={review.fundraiser.short_code} /> : null;

function Page() {
  const { id } = Route.useParams();
  return <OwnerFundraiser id={id} editTools={editTools} moreActions={postUpdate} updates={updatesTab} />;
}
