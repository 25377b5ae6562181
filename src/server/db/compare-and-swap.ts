/**
 * Runs a conditional update (a compare-and-swap: `where status = from`) and tells whether it changed
 * exactly one row, the row it was meant for; false when another request changed it first.
 */
export async function changedOne(update: { executeTakeFirst: () => Promise<{ numUpdatedRows: bigint }> }) {
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
