// What the Daraja client is asked to send for money out and status queries (daraja-client.ts).

export interface B2cPayout {
  /** Our own id, stored before the request leaves: a payout whose answer is lost is asked about by it. */
  originatorId: string;
  phone: string;
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface B2bPayout {
  paybill: string;
  accountReference: string;
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

/** Where Daraja posts an asynchronous answer (a query's result, or its timeout). */
export interface StatusUrls {
  resultUrl: string;
  timeoutUrl: string;
}

/** A payment to our paybill given back whole by M-Pesa (the receipt is what M-Pesa reverses once). */
export interface ReversalOrder {
  receipt: string;
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}
