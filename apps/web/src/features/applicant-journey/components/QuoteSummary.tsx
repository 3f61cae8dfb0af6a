import { useState } from 'react';
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import {
  DEFAULT_ANNUAL_DISTANCE_KM,
  formatDollarsAndCents,
  LEASE_TERM_OPTIONS,
  regionDefaults,
  type Region,
} from '@lease-portal/domain';
import { LeaseInclusionsDialog } from '../../../shared/lease/LeaseInclusionsDialog';
import { quoteReferenceOf, type JourneyApplication } from '../journey-view';

/**
 * The quote summary (journey §2 'Quote review'): Quote ID, Vehicle Make, Model, Price, Lease Term,
 * and what the customer signs for: the monthly rental to the cent on its GST basis, the distance the
 * rate book prices every lease at, and the inclusions.
 */
export function QuoteSummary({ application, region }: { application: JourneyApplication; region: Region }) {
  const [inclusionsOpen, setInclusionsOpen] = useState(false);
  const { vehicleDetails, leaseDetails } = application.scoreboard;
  const term = leaseDetails?.terms;
  const termLabel = LEASE_TERM_OPTIONS.find((option) => option.value === term)?.label;
  const { gstLabel } = regionDefaults(region);
  const withGst = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '' : `${formatDollarsAndCents(amount)} ${gstLabel}`;
  const rows: [string, string][] = [
    ['Quote ID', quoteReferenceOf(application) ?? ''],
    ['Vehicle Make', vehicleDetails?.make ?? ''],
    ['Model', vehicleDetails?.model ?? ''],
    ['Price', withGst(leaseDetails?.driveAwayPrice ?? leaseDetails?.fiscalValue)],
    ['Lease Term', term ? `${term} months${termLabel ? ` (${termLabel})` : ''}` : ''],
    ['Monthly Rental', withGst(leaseDetails?.monthlyRentalNet)],
    ['Kilometres', `${DEFAULT_ANNUAL_DISTANCE_KM.toLocaleString('en-AU')} km a year`],
  ];
  return (
    <Card className="lp-quote-summary">
      <HTMLTable className="lp-quote-summary__table">
        <caption>Quote summary</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Lease Inclusions</th>
            <td>
              <Button
                variant="minimal"
                icon="info-sign"
                text="What every lease includes"
                onClick={() => setInclusionsOpen(true)}
              />
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <LeaseInclusionsDialog
        region={region}
        isOpen={inclusionsOpen}
        onClose={() => setInclusionsOpen(false)}
      />
    </Card>
  );
}
