// Share tools: WhatsApp, Facebook, X, copy link, the share sheet and the QR code.
export const share = {};
