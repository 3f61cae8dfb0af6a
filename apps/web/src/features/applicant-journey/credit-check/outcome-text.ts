/**
 * The outcome screens' own words, where the specification quotes none (decision 2083). The
 * specification's strings (ui-strings.txt) stay verbatim where they exist: the referral's two lines,
 * the on-hold line, Log Out, Resubmit Application, Congratulations!. The expected answer times are the
 * product's promise to customers; change them here when the credit team's commitment changes.
 */
export const OUTCOME_TEXT = {
  reference: 'Your reference',
  referredWhen:
    'Our credit team reviews referred applications within one business day and will contact you by phone or email.',
  onHoldWhen:
    'Once their ID scan is complete we submit your application straight away, and most credit decisions take a few minutes. This page moves on by itself.',
  onHoldNamed: (name: string) =>
    `We are waiting for ${name}, your Authorised Officer (2), to complete their ID scan.`,
  onHoldResend:
    'If they have not received their invitation, or it has expired, you can send it again: they get a new link to set their password.',
  onHoldResendButton: 'Resend Invitation',
  onHoldResent: (name: string) =>
    `Invitation sent again to ${name || 'Authorised Officer (2)'}. Only the newest link works.`,
  onHoldResendAfter: (time: string) => `You can send it again after ${time}.`,
  onHoldResendFailed: 'The invitation could not be sent again. Please try again, or call us.',
  declinedTitle: 'We are unable to approve your application at this time',
  declinedBody:
    'Thank you for applying. After assessing your application, we are not able to offer this lease. This decision does not affect your business relationship with us.',
  declinedNext:
    'If your circumstances change, or you would like to talk about other options, such as a different vehicle, term or a guarantor, please call us. We can also tell you how to obtain a copy of your credit report.',
  callUs: (phone: string) => `Questions? Call us on ${phone}.`,
  finishedNextTitle: 'What happens next',
  finishedNext: [
    'We check your signed lease documents and order your vehicle.',
    'A member of our delivery team will call you within two business days to arrange delivery.',
    'On delivery you receive your vehicle, its keys and a welcome pack with your fuel card and roadside assistance details.',
  ],
  movedOn: 'Your application has moved on. Opening the next step…',
} as const;
