// Types for the parts of Safaricom's Node library (mpesa-node, plain JavaScript) that the
// simulator's compatibility test drives. Each call answers with axios's response.
declare module 'mpesa-node' {
  interface Reply {
    status: number;
    data: Record<string, unknown>;
  }
  export default class Mpesa {
    constructor(config: {
      consumerKey: string;
      consumerSecret: string;
      environment?: 'sandbox' | 'production';
      lipaNaMpesaShortCode?: string | number;
      lipaNaMpesaShortPass?: string;
      shortCode?: string | number;
      initiatorName?: string;
      /** The initiator's password, encrypted with the certificate at certPath for each call. */
      securityCredential?: string;
      certPath?: string;
    });
    /** Where every request goes; Safaricom's sandbox unless changed. */
    baseURL: string;
    lipaNaMpesaOnline(
      senderMsisdn: string | number,
      amount: number,
      callbackUrl: string,
      accountRef: string,
      transactionDesc?: string,
    ): Promise<Reply>;
    lipaNaMpesaQuery(checkoutRequestId: string): Promise<Reply>;
    b2c(
      senderParty: string | number,
      receiverParty: string | number,
      amount: number,
      queueUrl: string,
      resultUrl: string,
    ): Promise<Reply>;
    b2b(
      senderParty: string | number,
      receiverParty: string | number,
      amount: number,
      queueUrl: string,
      resultUrl: string,
      senderType?: number,
      receiverType?: number,
      initiator?: string | null,
      commandId?: string,
      accountRef?: string | null,
      remarks?: string,
    ): Promise<Reply>;
    accountBalance(
      shortCode: string | number,
      idType: string | number,
      queueUrl: string,
      resultUrl: string,
    ): Promise<Reply>;
    transactionStatus(
      transactionId: string,
      receiverParty: string | number,
      idType: string | number,
      queueUrl: string,
      resultUrl: string,
    ): Promise<Reply>;
  }
}
