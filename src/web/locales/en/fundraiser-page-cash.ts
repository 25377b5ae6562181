// Cash collected in person (the cash book, D-238) on the fundraiser page: part of the 'preview'
// texts (fundraiser-page.ts), so /f/ loads no namespace of its own for them.

export const cash = {
  /** Under the total: how much of it the committee counted and two people confirmed. */
  including: 'including {{amount}} collected in person',
  /** Beside a name in the list of supporters: nothing else of that gift is public (D-239). */
  mark: 'collected in person',
};
