// The fundraiser list and search results (/fundraisers).
export const discovery = {};
