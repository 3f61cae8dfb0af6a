import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Card, Classes, NonIdealState, Radio, RadioGroup, SegmentedControl } from '@blueprintjs/core';
import {
  formatWholeDollars,
  isLeaseTerm,
  leasePayment,
  LEASE_TERM_OPTIONS,
  PAYMENT_CYCLES,
  type PaymentCycle,
} from '@lease-portal/domain';
import { useShortlist } from '../../shortlist-state';
import type { ShortlistedVehiclesQuery } from '../../../gql/graphql';
import { ShortlistedVehicles } from '../../../shared/rate-book/shortlistedVehicles';

type Vehicle = ShortlistedVehiclesQuery['rateBook']['results']['rows'][number];

export interface ShortlistedEntry {
  catalogVehicleId: string;
  duration: number;
}

const CYCLE_OPTIONS = PAYMENT_CYCLES.map((cycle) => ({
  value: cycle,
  label: cycle === 'weekly' ? 'Weekly' : 'Monthly',
}));

/**
 * The shortlisted vehicles with their prices, filtered by lease term and payment cycle (calculator §2
 * 'Dashboard': shortlist cards and filters). The choice is the shortlist's own, so a signed-in
 * customer's term is kept on the server with the shortlist.
 */
export function ShortlistCards({ entries }: { entries: ShortlistedEntry[] }) {
  const client = useApolloClient();
  const { term, setTerm, cycle, setCycle } = useShortlist();
  const [rows, setRows] = useState<Vehicle[]>();
  const ids = entries.map((entry) => entry.catalogVehicleId).join('|');

  useEffect(() => {
    if (!ids) return;
    let current = true;
    client
      .query({
        query: ShortlistedVehicles,
        variables: {
          filter: { catalogVehicleId: ids.split('|'), pageSize: 100, minDuration: 36, maxDuration: 60 },
        },
      })
      .then(
        ({ data }) => current && setRows(data?.rateBook.results.rows ?? []),
        (error: unknown) => {
          // The shortlist is a convenience here; the page stays usable without its prices.
          console.error('Loading the shortlisted vehicles failed', error);
          if (current) setRows([]);
        },
      );
    return () => {
      current = false;
    };
  }, [client, ids]);

  if (entries.length === 0) {
    return <NonIdealState icon="star-empty" title="No vehicles are shortlisted." />;
  }

  return (
    <>
      <div className="lp-dashboard-shortlist__filters">
        <RadioGroup
          label="Lease term"
          name="dashboardLeaseTerm"
          inline
          selectedValue={String(term)}
          onChange={(event) => {
            const chosen = Number(event.currentTarget.value);
            if (isLeaseTerm(chosen)) setTerm(chosen);
          }}
        >
          {LEASE_TERM_OPTIONS.map((option) => (
            <Radio key={option.value} value={String(option.value)} label={option.label} />
          ))}
        </RadioGroup>
        <div role="group" aria-label="Repayments">
          <SegmentedControl
            options={CYCLE_OPTIONS}
            value={cycle}
            onValueChange={(value) => setCycle(value as PaymentCycle)}
          />
        </div>
      </div>
      <ul className="lp-dashboard-shortlist" aria-label="Shortlisted vehicles">
        {entries.map((entry) => {
          const vehicle =
            rows?.find((row) => row.catalogVehicleId === entry.catalogVehicleId && row.duration === term) ??
            rows?.find((row) => row.catalogVehicleId === entry.catalogVehicleId);
          const image = vehicle?.jatoImagepathTrim ?? vehicle?.jatoImagepath ?? vehicle?.jatoImagepathBase;
          const name = vehicle
            ? [vehicle.catalogYear, vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleTrim]
                .filter(Boolean)
                .join(' ')
            : undefined;
          return (
            <li key={`${entry.catalogVehicleId}:${entry.duration}`}>
              <Card className={`lp-dashboard-shortlist__card${rows ? '' : ` ${Classes.SKELETON}`}`}>
                {image && <img src={image} alt="" className="lp-dashboard-shortlist__image" />}
                <h3 className={Classes.HEADING}>{name ?? 'Shortlisted vehicle'}</h3>
                {vehicle && (
                  <>
                    <p className={Classes.TEXT_MUTED}>
                      {[vehicle.vehicleFueltype, vehicle.vehicleTransmissiongroup]
                        .filter(Boolean)
                        .join(' | ')}
                    </p>
                    <p>
                      {formatWholeDollars(
                        leasePayment(
                          {
                            weekLeaseprice: vehicle.weekLeaseprice ?? 0,
                            monthLeaseprice: vehicle.monthLeaseprice ?? 0,
                          },
                          cycle,
                        ),
                      )}{' '}
                      {cycle === 'weekly' ? 'per week' : 'per month'}, over {(vehicle.duration ?? term) / 12}{' '}
                      years
                    </p>
                  </>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
