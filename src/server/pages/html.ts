// User text goes into server-rendered HTML only through here: a title holding
// `</script><script>` or a quote must read as text, never as markup.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/**
 * Puts `content` where `slot` is in `html`. A string given to `String.replace` as the replacement
 * is a pattern (`$&`, `$'`, `` $` ``, `$$` are code), so user text ever reaching one would copy
 * parts of the page into itself; a function's return value is taken literally.
 */
export const fillSlot = (html: string, slot: string | RegExp, content: string) => html.replace(slot, () => content);
