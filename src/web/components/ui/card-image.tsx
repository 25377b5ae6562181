/**
 * A card's photo, or a grey box of the same shape when it has none. The server sends the variant
 * nearest 640 px wide; width and height reserve its box. `lead`: the card at the top of the
 * screen, whose photo is the page's largest paint: fetched at once and first, where the others
 * wait until they come near the screen.
 */
export function CardImage({ src, lead }: { src: string | null | undefined; lead: boolean }) {
  if (!src) return <div className="card-image-placeholder" aria-hidden="true" />;
  return (
    <img
      src={src}
      alt=""
      width="640"
      height="400"
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
