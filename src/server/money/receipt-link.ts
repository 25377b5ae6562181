/** A donation's receipt page: the id is its secret, given only to its donor (D-156). */
export const receiptUrl = (publicUrl: string, id: string) => `${publicUrl}/donations/${id}`;
