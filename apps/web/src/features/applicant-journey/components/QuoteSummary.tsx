import { Card, HTMLTable } from '@blueprintjs/core';
import { formatWholeDollars, LEASE_TERM_OPTIONS } from '@lease-portal/domain';
import { quoteReferenceOf, type JourneyApplication } from '../journey-view';

/** The quote summary (journey §2 'Quote review'): Quote ID, Vehicle Make, Model, Price, Lease Term. */
export function QuoteSummary({ application }: { application: JourneyApplication }) {
  const { vehicleDetails, leaseDetails } = application.scoreboard;
  const term = leaseDetails?.terms;
  const termLabel = LEASE_TERM_OPTIONS.find((option) => option.value === term)?.label;
  const rows: [string, string][] = [
    ['Quote ID', quoteReferenceOf(application) ?? ''],
    ['Vehicle Make', vehicleDetails?.make ?? ''],
    ['Model', vehicleDetails?.model ?? ''],
    ['Price', formatWholeDollars(leaseDetails?.driveAwayPrice ?? leaseDetails?.fiscalValue)],
    ['Lease Term', term ? `${term} months${termLabel ? ` (${termLabel})` : ''}` : ''],
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
        </tbody>
      </HTMLTable>
    </Card>
  );
}
