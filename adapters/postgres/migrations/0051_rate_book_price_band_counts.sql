-- The total of a search with an RRP range or a budget (weekly or monthly) without counting every row
-- in the range (decision 0820, amended 2026-11-27): rows per filter group, as in rate_book_counts,
-- and per price band of one measure. A band is floor(price / width) with a power-of-two width, so
-- the division is exact and "band > b" means exactly "price >= (b + 1) * width". A range's total is
-- the sum of the bands wholly inside it plus a count of the rows in its two edge bands.
-- Widths (adapters/postgres/src/rate-book/rate-book-price-bands.ts): RRP 2048, weekly 16, monthly 64.
CREATE TABLE rate_book_band_counts (
  country_code               text NOT NULL,
  duration                   integer NOT NULL,
  measure                    text NOT NULL CHECK (measure IN ('consumer_price', 'week_leaseprice', 'month_leaseprice')),
  band                       integer NOT NULL,
  make_key                   text COLLATE "C" NOT NULL,
  model_key                  text COLLATE "C" NOT NULL,
  vehicle_bodytype           text NOT NULL,
  cab_type                   text,
  vehicle_fueltype           text NOT NULL,
  vehicle_drivetrain         text NOT NULL,
  vehicle_transmissiongroup  text NOT NULL,
  vehicle_seats              integer NOT NULL,
  rows                       integer NOT NULL CHECK (rows > 0)
);
CREATE INDEX rate_book_band_counts_by_term ON rate_book_band_counts (country_code, duration, measure, band);

INSERT INTO rate_book_band_counts
SELECT country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
       vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int
  FROM rate_book_rows
 CROSS JOIN LATERAL (VALUES
   ('consumer_price', floor(consumer_price / 2048)::int),
   ('week_leaseprice', floor(week_leaseprice / 16)::int),
   ('month_leaseprice', floor(month_leaseprice / 64)::int)) AS bands (measure, band)
 GROUP BY country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
          vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats;
