-- Each vehicle's fuel or electricity use, from the provider's catalogue, for the shortlist page's
-- running-cost estimate (decision 1050). Either may be absent: such a vehicle gets no estimate.
ALTER TABLE rate_book_rows
  ADD COLUMN fuel_consumption_l_per_100km     double precision CHECK (fuel_consumption_l_per_100km > 0),
  ADD COLUMN energy_consumption_kwh_per_100km double precision CHECK (energy_consumption_kwh_per_100km > 0);
