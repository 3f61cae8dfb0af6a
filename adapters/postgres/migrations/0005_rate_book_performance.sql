-- Rate book searches within one country and one term, counted without reading the rows, and a
-- revision per country that tells every process when its cached answers are stale (decision 0820).

-- A search of the results page is one country and one term (decision 0820). Each sort key gets an
-- index led by both, ending in the tie-break, and carrying every filter column: a page walks the
-- index in order and stops after its rows, testing filters on the index alone (no table visits).
CREATE INDEX rate_book_term_by_description ON rate_book_rows
  (country_code, duration, description_key, catalog_vehicle_id)
  INCLUDE (make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype, vehicle_drivetrain,
           vehicle_transmissiongroup, vehicle_seats, consumer_price, week_leaseprice, month_leaseprice);
CREATE INDEX rate_book_term_by_rrp ON rate_book_rows
  (country_code, duration, consumer_price, catalog_vehicle_id)
  INCLUDE (make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype, vehicle_drivetrain,
           vehicle_transmissiongroup, vehicle_seats, week_leaseprice, month_leaseprice);
CREATE INDEX rate_book_term_by_weekly ON rate_book_rows
  (country_code, duration, week_leaseprice, catalog_vehicle_id)
  INCLUDE (make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype, vehicle_drivetrain,
           vehicle_transmissiongroup, vehicle_seats, consumer_price, month_leaseprice);
-- A search by make (and model) reads only those makes' entries, then sorts the few it finds.
CREATE INDEX rate_book_term_by_make_model ON rate_book_rows
  (country_code, duration, make_key, model_key)
  INCLUDE (vehicle_bodytype, cab_type, vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup,
           vehicle_seats, consumer_price, week_leaseprice, month_leaseprice, description_key,
           catalog_vehicle_id);
-- A search by body and fuel type (the choose-vehicle page's first choices) reads only those entries.
CREATE INDEX rate_book_term_by_body_fuel ON rate_book_rows
  (country_code, duration, vehicle_bodytype, vehicle_fueltype)
  INCLUDE (cab_type, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, make_key, model_key,
           consumer_price, week_leaseprice, month_leaseprice, description_key, catalog_vehicle_id);
-- Superseded by the make/model index above (same leading columns).
DROP INDEX rate_book_by_term;

-- How many rows share each combination of the listed filters' values: about a thousand groups for
-- 300,000 rows, so the total of a search without a price or budget range is a sum of a few groups.
-- Written by the same transaction that replaces a country's rows.
CREATE TABLE rate_book_counts (
  country_code               text NOT NULL,
  duration                   integer NOT NULL,
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
CREATE INDEX rate_book_counts_by_term ON rate_book_counts (country_code, duration);

INSERT INTO rate_book_counts
SELECT country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
       vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int
  FROM rate_book_rows
 GROUP BY country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
          vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats;

-- Bumped by every replacement of a country's rate book, in the same transaction. A process that
-- keeps search answers in memory compares it to decide whether they still hold.
CREATE TABLE rate_book_revisions (
  country_code  text PRIMARY KEY CHECK (country_code IN ('AU', 'NZ')),
  revision      bigint NOT NULL
);
INSERT INTO rate_book_revisions (country_code, revision) VALUES ('AU', 1), ('NZ', 1);
