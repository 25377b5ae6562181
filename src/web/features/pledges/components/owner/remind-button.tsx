import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import { failureOf } from '#web/lib/failure.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { pledgeKeys, remindNow } from '../../api/owner-pledges.ts';
import { usePledgesTranslation } from '../../use-pledges-translation.ts';

/**
 * 'Send a reminder now' (D-235): the server's answer said beside the button, its refusals in its
 * own words (already reminded today, released, paid in full, STOP, night in Nairobi: 08:00).
 */
export function RemindButton({ id, number, shortCode }: { id: string; number: number; shortCode: string }) {
  const { t } = usePledgesTranslation();
  const client = useQueryClient();
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const mutation = useMutation({
    mutationFn: () => remindNow(id),
    onSuccess: (reply) => {
      const when = receiptDate(reply.data.send_at);
      setSaid({ ok: true, text: `${translateMessage(reply.message) ?? reply.message} (${when})` });
      void client.invalidateQueries({ queryKey: pledgeKeys.list(shortCode) });
    },
    onError: (err) => {
      const failure = failureOf(err);
      const text = failure.reason === 'offline' || !failure.message ? t('owner.remindFailed') : failure.message;
      setSaid({ ok: false, text: translateMessage(text) ?? text });
    },
  });
  return (
    <div className="owner-pledge-remind">
      <button
        type="button"
        className="button-outline"
        // While sending, its words alone (a name must hold what is seen).
        aria-label={mutation.isPending ? undefined : t('owner.remindLabel', { number })}
        disabled={mutation.isPending}
        onClick={() => {
          setSaid(undefined);
          mutation.mutate();
        }}
      >
        {mutation.isPending ? t('owner.reminding') : t('owner.remindNow')}
      </button>
      <p className={said && !said.ok ? 'field-error' : 'muted'} role={said && !said.ok ? 'alert' : 'status'}>
        {said?.text}
      </p>
    </div>
  );
}
