/** The applicant journey's screens under /applications/:applicationId (journey §2 'Routes'). */
export const APPLICATION_STEPS = {
  home: { path: '', title: 'Application in progress', needsLogin: true },
  orderVerification: { path: 'orderVerification', title: 'Review Quote', needsLogin: true },
  businessDetails: {
    path: 'businessDetails',
    title: 'Business Details & Credit Application',
    needsLogin: true,
  },
  approvals: { path: 'approvals', title: 'ID Check & Application Review', needsLogin: true },
  approvalsWaiting: { path: 'approvals-waiting', title: 'Submitting your application', needsLogin: true },
  applicationOnHold: { path: 'application-on-hold', title: 'Application on hold', needsLogin: true },
  wetSignatureSecondary: {
    path: 'secondary-waiting',
    title: 'Review & Sign Lease Documentation',
    needsLogin: true,
  },
  reviewAndSignContract: {
    path: 'reviewAndSignContract',
    title: 'Review & Sign Lease Documents',
    needsLogin: true,
  },
  idScan: { path: 'id-scan', title: 'ID Check', needsLogin: true },
  // The e-signature session returns here, in a popup that may have no session of its own.
  quoteSign: { path: 'quotesign', title: 'Quote signing', needsLogin: false },
  quoteSignMla: { path: 'quotesign-mla', title: 'Lease signing', needsLogin: false },
} as const;

export type ApplicationStep = keyof typeof APPLICATION_STEPS;
