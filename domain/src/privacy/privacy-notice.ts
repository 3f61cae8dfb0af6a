import { contactDetailsFor } from '../organisation/contact-details';
import type { OrgProfile } from '../organisation/org-profile';
import { PROVIDER_NAME } from '../organisation/region-defaults';
import type { Region } from '../shared/region';

/**
 * The Privacy Collection Notice and Consent (journey §2 ID check, §2 application review): what the
 * applicant agrees to before the identity scan and before the credit check. One text for the PDF and
 * for the review's consent dialog. Variants: AU, NZ, and the special introducer's (decision 1540),
 * which also passes the application to the introducer. Plain-English placeholder wording written
 * for this product, not legal advice: a provider replaces it before going live.
 */
export const PRIVACY_NOTICE_TITLE = 'Privacy Collection Notice and Consent';

export interface PrivacyNoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface PrivacyNotice {
  title: string;
  lessorName: string;
  sections: PrivacyNoticeSection[];
}

export interface PrivacyNoticeFacts {
  region: Region;
  profile?: OrgProfile;
  specialIntroducer: boolean;
}

const LAWS: Record<Region, { privacy: string; credit: string; regulator: string }> = {
  AU: {
    privacy: 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles',
    credit: 'Part IIIA of the Privacy Act and the Privacy (Credit Reporting) Code',
    regulator: 'the Office of the Australian Information Commissioner (oaic.gov.au)',
  },
  NZ: {
    privacy: 'the Privacy Act 2020 and its Information Privacy Principles',
    credit: 'the Credit Reporting Privacy Code 2020',
    regulator: 'the Office of the Privacy Commissioner (privacy.org.nz)',
  },
};

export function privacyCollectionNotice({
  region,
  profile,
  specialIntroducer,
}: PrivacyNoticeFacts): PrivacyNotice {
  const contacts = contactDetailsFor(region, profile);
  // The name the customer knows the lessor by, as on the quote and the lease documents; the special
  // introducer is named as the introducer it is, beside the provider.
  const lessor = specialIntroducer ? PROVIDER_NAME : contacts.companyName;
  const introducer = profile?.whiteLabel.introducerName?.trim();
  const laws = LAWS[region];
  const licence = region === 'AU' ? 'Australian driver licence' : 'New Zealand driver licence';
  const sections: PrivacyNoticeSection[] = [
    {
      heading: 'Who collects your information',
      paragraphs: [
        `${lessor} collects personal information about you as an authorised officer of a business applying for a vehicle lease, and handles it under ${laws.privacy}.`,
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'Your name, contact details, date of birth, residential addresses and the details of your driver licence; details of the business and its finances.',
        'We use them to identify you, to assess the business’s application for credit, to prepare and manage the lease, and to meet our obligations under anti-money laundering and other laws.',
      ],
    },
    {
      heading: 'Identity verification and biometric information',
      paragraphs: [
        `To verify your identity, you photograph your ${licence}. The images, the details read from them and checks of the image's quality are processed by an identity verification service on our behalf. The photograph of your face on the licence is biometric information: it is used only to verify your identity, and is kept with your application and not used for any other purpose.`,
        'If you prefer not to use the scan, you may upload a copy of your licence instead, or contact us to verify your identity another way.',
      ],
    },
    {
      heading: 'Credit check',
      paragraphs: [
        `With your consent, we obtain information about the business, and may obtain information about you as a director or guarantor, from a credit reporting body, under ${laws.credit}. The enquiry may be recorded on the credit file.`,
      ],
    },
    ...(specialIntroducer && introducer
      ? [
          {
            heading: `Sharing with ${introducer}`,
            paragraphs: [
              `${introducer} introduced your business to us. We tell ${introducer} how the application progresses, and share the details it needs to arrange the vehicle.`,
            ],
          },
        ]
      : []),
    {
      heading: 'Access, correction and complaints',
      paragraphs: [
        `You may ask for the information we hold about you and ask us to correct it: call ${contacts.phoneNumber} or write to ${contacts.email}. Our privacy policy (${contacts.privacyLink}) says how to complain; if you are not satisfied with our answer, you may complain to ${laws.regulator}.`,
      ],
    },
    {
      heading: 'Your consent',
      paragraphs: [
        'By ticking the agreement you confirm that you have read this notice, and you consent to the collection, use and disclosure of your personal and biometric information as it describes, including the credit check.',
      ],
    },
  ];
  return { title: PRIVACY_NOTICE_TITLE, lessorName: lessor, sections };
}

/** Writes the notice as a document the applicant opens or downloads (a PDF in the portal). */
export interface PrivacyNoticeRenderer {
  render(notice: PrivacyNotice, brandColour: string | undefined): Promise<Uint8Array>;
}
export const PRIVACY_NOTICE_RENDERER = Symbol('PrivacyNoticeRenderer');

/** The download name of the notice. */
export const PRIVACY_NOTICE_FILE_NAME = 'Privacy Collection Notice and Consent.pdf';
