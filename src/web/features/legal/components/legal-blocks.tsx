import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text.tsx';

interface TableBlock {
  head: string[];
  rows: string[][];
}

const isStringList = (block: unknown): block is string[] =>
  Array.isArray(block) && block.every((item) => typeof item === 'string');

const isTable = (block: unknown): block is TableBlock =>
  typeof block === 'object' &&
  block !== null &&
  isStringList((block as TableBlock).head) &&
  Array.isArray((block as TableBlock).rows) &&
  (block as TableBlock).rows.every(isStringList);

/**
 * The body of a section: its `blocks` are paragraphs (strings), bulleted lists (string arrays)
 * or tables ({ head, rows }). Paragraphs and list items are read again by key so their link tags
 * become elements.
 */
export function LegalBlocks({ base }: { base: string }) {
  const { t } = useTranslation('legal');
  const blocks: unknown = t(`${base}.blocks`, { returnObjects: true });
  if (!Array.isArray(blocks)) return null;
  return blocks.map((block: unknown, i) => {
    const key = `${base}.blocks.${i}`;
    if (typeof block === 'string') {
      return (
        <p key={i}>
          <RichText i18nKey={key} />
        </p>
      );
    }
    if (isStringList(block)) {
      return (
        <ul key={i}>
          {block.map((_, j) => (
            <li key={j}>
              <RichText i18nKey={`${key}.${j}`} />
            </li>
          ))}
        </ul>
      );
    }
    if (isTable(block)) {
      return (
        // Wider than a phone, so it scrolls sideways: a named region that is a tab stop, so a keyboard
        // can scroll it too (the pattern WCAG 2.1.1 asks of a scrolling area with nothing focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        <div key={i} className="legal-table-wrap" role="region" tabIndex={0} aria-label={block.head.join(', ')}>
          <table className="legal-table">
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return null;
  });
}
