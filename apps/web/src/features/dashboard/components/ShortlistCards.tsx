import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Card, Classes, NonIdealState } from '@blueprintjs/core';
import { formatWholeDollars, leasePayment, regionDefaults, type BodyType } from '@lease-portal/domain';
import { LeaseTermChoice } from '../../../shared/lease/LeaseTermChoice';
import { PaymentCycleChoice } from '../../../shared/lease/PaymentCycleChoice';
import { useShortlist } from '../../shortlist-state';
import type { RateBookPageQuery } from '../../../gql/graphql';
import { RateBookPage } from '../../../shared/rate-book/rateBookPage';
import { useBrand } from '../../../shared/organisation/useBrand';
import { KeySpecs } from '../../../shared/ui/KeySpecs';
import { PriceDisplay } from '../../../shared/ui/PriceDisplay';
import { VehicleImage } from '../../../shared/ui/VehicleImage';

type Vehicle = RateBookPageQuery['rateBook']['results']['rows'][number];

export interface ShortlistedEntry {
  catalogVehicleId: string;
  duration: number;
}

/**
 * The shortlisted vehicles with their prices, filtered by lease term and payment cycle (calculator §2
 * 'Dashboard': shortlist cards and filters). The choice is the shortlist's own, so a signed-in
 * customer's term is kept on the server with the shortlist.
 */
export function ShortlistCards({ entries }: { entries: ShortlistedEntry[] }) {
  const client = useApolloClient();
  const { gstLabel } = regionDefaults(useBrand().region);
  const { term, setTerm, cycle, setCycle } = useShortlist();
  const [rows, setRows] = useState<Vehicle[]>();
  const ids = entries.map((entry) => entry.catalogVehicleId).join('|');

  useEffect(() => {
    if (!ids) return;
    let current = true;
    client
      .query({
        query: RateBookPage,
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
        <LeaseTermChoice name="dashboardLeaseTerm" term={term} onChange={setTerm} />
        <PaymentCycleChoice cycle={cycle} onChange={setCycle} />
      </div>
      <ul className="lp-dashboard-shortlist" aria-label="Shortlisted vehicles">
        {entries.map((entry) => {
          const vehicle =
            rows?.find((row) => row.catalogVehicleId === entry.catalogVehicleId && row.duration === term) ??
            rows?.find((row) => row.catalogVehicleId === entry.catalogVehicleId);
          const name = vehicle
            ? [vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleTrim].filter(Boolean).join(' ')
            : undefined;
          return (
            <li key={`${entry.catalogVehicleId}:${entry.duration}`}>
              <Card className={`lp-dashboard-card${rows ? '' : ` ${Classes.SKELETON}`}`}>
                <VehicleImage
                  vehicle={{
                    vehicleBodytype: (vehicle?.vehicleBodytype ?? 'SEDAN') as BodyType,
                    jatoImagepath: vehicle?.jatoImagepath ?? undefined,
                    jatoImagepathTrim: vehicle?.jatoImagepathTrim ?? undefined,
                    jatoImagepathBase: vehicle?.jatoImagepathBase ?? undefined,
                  }}
                  alt={name ?? 'Shortlisted vehicle'}
                  eager
                  className="lp-dashboard-card__image"
                />
                <div className="lp-dashboard-card__body">
                  {vehicle?.catalogYear && <p className="lp-eyebrow">{vehicle.catalogYear}</p>}
                  <h3 className={`${Classes.HEADING} lp-dashboard-card__name`}>
                    {name ?? 'Shortlisted vehicle'}
                  </h3>
                  {vehicle && (
                    <>
                      <div className="lp-dashboard-card__price">
                        <PriceDisplay
                          amount={leasePayment(
                            {
                              weekLeaseprice: vehicle.weekLeaseprice ?? 0,
                              monthLeaseprice: vehicle.monthLeaseprice ?? 0,
                            },
                            cycle,
                          )}
                          cycle={cycle}
                          taxLabel={gstLabel}
                        />
                        <p className="lp-dashboard-card__term">
                          over {(vehicle.duration ?? term) / 12} years
                        </p>
                      </div>
                      {vehicle.consumerPrice != null && (
                        <p className="lp-dashboard-card__rrp">
                          RRP {formatWholeDollars(vehicle.consumerPrice)}
                        </p>
                      )}
                      <KeySpecs
                        label="Key specifications"
                        specs={[
                          { label: 'Fuel', value: vehicle.vehicleFueltype },
                          { label: 'Transmission', value: vehicle.vehicleTransmissiongroup },
                          { label: 'Drive', value: vehicle.vehicleDrivetrain },
                          { label: 'Seats', value: vehicle.vehicleSeats },
                          { label: 'Body', value: vehicle.vehicleBodytype },
                        ]}
                      />
                    </>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
