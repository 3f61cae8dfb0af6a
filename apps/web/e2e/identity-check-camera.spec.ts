import { expect, test } from './support/journey-test';
import { E2E_BROWSER, E2E_PORT } from './playwright.config';
import { acceptInvitation, issueQuote, look } from './support/applicant';
import { idCheckSection, reachApprovalsAsTheOnlyOfficer } from './support/identity-check';

/**
 * The scan dialog on a device with a camera: Chromium's fake camera (a moving test pattern), allowed
 * without asking. The photo is taken from the live view and sent to the identity-scan service; a
 * picture with no licence in it fails the service's checks.
 */
test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: E2E_BROWSER,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const ORIGIN = `http://au.localhost:${E2E_PORT}`;

test('the licence is photographed with the camera; a picture with no licence in it fails the scan', async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${Date.now()}camera`;
  const officer = {
    org: 'org-au-demo' as const,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: `jane.${stamp}@harbour-plumbing.example`,
    mobile: '0412345678',
    quoteRef: `Q-CAM-${stamp}`.slice(0, 40),
    signing: 'electronic' as const,
  };
  const applicationId = await issueQuote(officer);
  await acceptInvitation(page, ORIGIN, officer.email, 'Identity-camera-48');
  await reachApprovalsAsTheOnlyOfficer(page, applicationId, {
    companySearch: 'Harbour City Plumbing',
    companyName: 'Harbour City Plumbing Pty Ltd',
    registeredAddressSearch: 'George Street Sydney',
    contactNumber: '02 9876 5432',
  });

  await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
  const front = page.getByRole('dialog', { name: 'Front of your licence' });
  await front.getByRole('button', { name: 'Use the camera for the front' }).click();
  await expect(front.getByLabel('Camera view of the front of your licence')).toBeVisible();
  await look(page, testInfo, 'camera-1-front');
  await front.getByRole('button', { name: 'Take photo of the front' }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText('We have not been able to capture your details.')).toBeVisible();
  await expect(alert.getByRole('listitem').first()).toBeVisible();
});
