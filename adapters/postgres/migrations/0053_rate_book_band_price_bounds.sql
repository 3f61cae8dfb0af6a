-- Where a page sorted by one price starts and ends when the search narrows by another (decision
-- 0820, amended 2026-11-27): prices move together, so the matches of 'RRP 40,000-60,000 by weekly
-- price' lie between the lowest and highest weekly price of the rows in those RRP bands. Each band
-- group keeps the lowest and highest of every measure; a search bounds its walk along the sort
-- key's index by those of its matching groups, a condition that never changes what it finds.
-- The index carries every column a search reads, so totals and bounds read the index alone.
ALTER TABLE rate_book_band_counts
  ADD COLUMN lowest_consumer_price    float8,
  ADD COLUMN highest_consumer_price   float8,
  ADD COLUMN lowest_week_leaseprice   float8,
  ADD COLUMN highest_week_leaseprice  float8,
  ADD COLUMN lowest_month_leaseprice  float8,
  ADD COLUMN highest_month_leaseprice float8;

DELETE FROM rate_book_band_counts;
INSERT INTO rate_book_band_counts
SELECT country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
       vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int,
       min(consumer_price), max(consumer_price), min(week_leaseprice), max(week_leaseprice),
       min(month_leaseprice), max(month_leaseprice)
  FROM rate_book_rows
 CROSS JOIN LATERAL (VALUES
   ('consumer_price', floor(consumer_price / 2048)::int),
   ('week_leaseprice', floor(week_leaseprice / 16)::int),
   ('month_leaseprice', floor(month_leaseprice / 64)::int)) AS bands (measure, band)
 GROUP BY country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
          vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats;

DROP INDEX rate_book_band_counts_by_term;
CREATE INDEX rate_book_band_counts_by_term ON rate_book_band_counts (country_code, duration, measure, band)
  INCLUDE (make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype, vehicle_drivetrain,
           vehicle_transmissiongroup, vehicle_seats, rows, lowest_consumer_price, highest_consumer_price,
           lowest_week_leaseprice, highest_week_leaseprice, lowest_month_leaseprice,
           highest_month_leaseprice);
