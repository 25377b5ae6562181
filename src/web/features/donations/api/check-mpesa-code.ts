import { mpesaCodeReplySchema, type MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import { plain } from '#web/lib/api-client.ts';

/** POST /api/payments/mpesa-code/ (D-217): what M-Pesa said of the donor's code. */
export async function checkMpesaCode(mpesaCode: string, shortCode: string): Promise<MpesaCodeStatus> {
  const reply = await plain('/payments/mpesa-code/', {
    method: 'POST',
    body: { mpesa_code: mpesaCode, short_code: shortCode },
  });
  return mpesaCodeReplySchema.parse(reply).data.status;
}
