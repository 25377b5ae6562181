import { formatKes } from '#shared/kes.ts';
import { receiptDate } from '#shared/receipt-date.ts';

// Every e-mail the server sends its users, in English: subjects and lines, each a small function of
// the values it needs. sw.ts has the same shape (its type is this file's), so a text missing there
// is a type error. Links, names and codes arrive ready; amounts and dates are formatted here, in
// the language's locale. The staff's contact e-mails stay in contact.handlers.ts (always English).

/** What an e-mailed receipt says of a succeeded donation. */
export interface ReceiptFacts {
  test: boolean;
  /** KES minor units. */
  amountMinor: number;
  fundraiser: string;
  paidAt: string;
  mpesaReceipt: string | null;
  /** null: an anonymous donor. */
  donorName: string | null;
  link: string;
}

/** What an update e-mailed to a fundraiser's donors says. */
export interface UpdateFacts {
  organiser: string;
  title: string;
  body: string;
  page: string;
  unsubscribe: string;
}

const testNote = (test: boolean) => (test ? ' (Test payment: no money moved)' : '');

export const en = {
  hello: (firstname: string) => `Hello ${firstname},`,

  verificationCode: {
    subject: (code: string) => `Your Harambee verification code: ${code}`,
    lines: (code: string) => [
      `Your Harambee verification code is ${code}.`,
      'It expires in 10 minutes. If you did not sign up for Harambee, ignore this e-mail.',
    ],
  },

  emailChangeCode: {
    subject: (code: string) => `Confirm your new Harambee email address: ${code}`,
    lines: (code: string) => [
      `Your code to confirm this address for your Harambee account is ${code}.`,
      'It expires in 10 minutes. If you did not ask for this, ignore this e-mail.',
    ],
  },

  emailChangeNotice: {
    subject: () => 'Your Harambee email address is about to change',
    lines: (newEmail: string, undoLink: string) => [
      `Someone signed in to your Harambee account asked to change its email address to ${newEmail}.`,
      'Your account keeps this address until the new one is confirmed.',
      '',
      'If this was not you, open this link to cancel the change (or undo it, if it was already',
      'confirmed) and sign every device out. It works once, for 7 days:',
      undoLink,
    ],
  },

  passwordReset: {
    subject: () => 'Reset your Harambee password',
    lines: (link: string) => [
      'Open this link to choose a new password. It works once, for one hour:',
      link,
      '',
      'If you did not ask for this, ignore this e-mail; your password stays the same.',
    ],
  },

  fundraiserApproved: {
    subject: () => 'Your Harambee fundraiser is live',
    lines: (link: string) => [
      'Good news: your fundraiser was approved and is now live. Share it with your people:',
      link,
    ],
  },

  fundraiserRejected: {
    subject: () => 'Your Harambee fundraiser was not approved',
    lines: (reason: string) => [
      'Our reviewers could not approve your fundraiser, for this reason:',
      reason,
      '',
      'Reply to this e-mail if you have questions.',
    ],
  },

  fundraiserClosed: {
    subject: () => 'Your Harambee fundraiser was closed',
    lines: (reason: string) => [
      'Our reviewers closed your fundraiser; it no longer takes donations. The reason:',
      reason,
      '',
      'Donations already made are not affected. Reply to this e-mail if you have questions.',
    ],
  },

  payoutDestinationChanged: {
    subject: (title: string) => `Where the money of "${title}" is paid has changed`,
    lines: (where: string, hours: string) => [
      `Withdrawals from your fundraiser will now be paid to ${where}. None is paid for the next ${hours} hours.`,
      'If you did not make this change, change your password and contact us at once: reply to this e-mail.',
    ],
  },

  treasurerInvitation: {
    subject: (organiser: string) => `${organiser} invites you to be a treasurer on Harambee`,
    lines: (organiser: string, title: string, link: string, days: string) => [
      `${organiser} asks you to be a treasurer of the fundraiser "${title}".`,
      'Treasurers approve each withdrawal of its money with a code sent by SMS to their phone, so the money reaches the cause.',
      '',
      `To accept, open this link while signed in to Harambee with this e-mail address. It works for ${days} days:`,
      link,
      '',
      'If you do not know this person, ignore this e-mail.',
    ],
  },

  treasurerDestinationChanged: {
    subject: (title: string) => `Where the money of "${title}" is paid has changed`,
    lines: (where: string, hours: string) => [
      `You are a treasurer of this fundraiser. Its organiser changed where withdrawals are paid: to ${where}. None is paid for the next ${hours} hours.`,
      'If this looks wrong, ask the organiser and contact us at once: reply to this e-mail.',
    ],
  },

  phoneChanged: {
    subject: () => 'Your phone number for codes changed',
    lines: (to: string, hours: string) => [
      `Your Harambee phone number for codes is now ${to}. Approvals and payout changes by code wait ${hours} hours after a change.`,
      'If you did not change it, reply to this e-mail at once and change your password.',
    ],
  },

  approverPhoneChanged: {
    subject: (title: string) => `An approver of "${title}" changed their phone`,
    lines: (name: string, hours: string) => [
      `${name}, who approves withdrawals of this fundraiser with you, changed their phone number for codes. Their approvals wait ${hours} hours.`,
      'If this looks wrong, ask them and contact us at once: reply to this e-mail.',
    ],
  },

  itemRequested: {
    subject: (title: string) => `Someone asked for your item: ${title}`,
    lines: (requester: string, title: string, link: string) => [
      `${requester} asked for "${title}". Read what they wrote and accept or decline:`,
      link,
    ],
  },

  itemRequestAccepted: {
    subject: (title: string) => `Your request was accepted: ${title}`,
    lines: (title: string, link: string) => [
      `Good news: the donor accepted your request for "${title}". Open it to see how to reach them and to send a message:`,
      link,
    ],
  },

  itemRequestDeclined: {
    subject: (title: string) => `Your request was declined: ${title}`,
    lines: (title: string, otherItems: string) => [
      `The donor of "${title}" declined your request. Other items are waiting for you:`,
      otherItems,
    ],
  },

  itemRemoved: {
    subject: (title: string) => `Your item was removed: ${title}`,
    lines: (title: string, reason: string) => [
      `Our reviewers removed your offer "${title}" after it was reported, for this reason:`,
      reason,
      '',
      'Reply to this e-mail if you have questions.',
    ],
  },

  receipt: {
    subject: (test: boolean) => `Your Harambee receipt${testNote(test)}`,
    lines: (r: ReceiptFacts) => [
      `Thank you for your donation${testNote(r.test)}.`,
      '',
      `Amount: ${formatKes(r.amountMinor, 'en')}`,
      `Fundraiser: ${r.fundraiser}`,
      `Date: ${receiptDate(r.paidAt, 'en')}`,
      `M-Pesa receipt: ${r.mpesaReceipt ?? 'in your M-Pesa SMS'}`,
      `From: ${r.donorName ?? 'Anonymous'}`,
      '',
      `Your receipt online: ${r.link}`,
    ],
  },

  fundraiserUpdate: {
    subject: (title: string) => `Update: ${title}`,
    lines: (u: UpdateFacts) => [
      `${u.organiser} posted an update on "${u.title}":`,
      '',
      u.body,
      '',
      `See the fundraiser: ${u.page}`,
      '',
      'You get this because you gave to this fundraiser and asked for its updates.',
      `Stop these e-mails: ${u.unsubscribe}`,
    ],
  },
};

export type MailTexts = typeof en;
