-- The rate book: one row per catalogue vehicle and lease term, as the calculator searches it
-- (decision 0800). Replaced whole per country when a provider imports a new catalogue.

CREATE TABLE rate_book_rows (
  country_code               text NOT NULL CHECK (country_code IN ('AU', 'NZ')),
  catalog_vehicle_id         text COLLATE "C" NOT NULL,
  duration                   integer NOT NULL CHECK (duration > 0),
  duration_unit              text NOT NULL CHECK (duration_unit = 'month'),
  catalog_year               integer NOT NULL,
  vehicle_make               text NOT NULL,
  vehicle_model              text NOT NULL,
  vehicle_trim               text NOT NULL,
  vehicle_description        text NOT NULL,
  vehicle_drivetrain         text NOT NULL,
  vehicle_fueltype           text NOT NULL,
  vehicle_primaryfueltype    text NOT NULL,
  vehicle_transmissiongroup  text NOT NULL,
  vehicle_bodytype           text NOT NULL,
  vehicle_seats              integer NOT NULL,
  cab_type                   text,
  -- Dollars as the domain holds them (JavaScript numbers, rounded to cents), so comparisons agree exactly.
  consumer_price             double precision NOT NULL,
  catalog_price              double precision NOT NULL,
  week_leaseprice            double precision NOT NULL,
  month_leaseprice           double precision NOT NULL,
  jato_imagepath             text,
  jato_imagepath_trim        text,
  jato_imagepath_base        text,
  -- Upper-cased by the adapter with the same function the domain's rules use, compared and sorted by
  -- code point ("C"), so every engine and locale answers as the reference does.
  make_key                   text COLLATE "C" NOT NULL,
  model_key                  text COLLATE "C" NOT NULL,
  trim_key                   text COLLATE "C" NOT NULL,
  description_key            text COLLATE "C" NOT NULL,
  PRIMARY KEY (country_code, catalog_vehicle_id, duration)
);

-- Sorted pages: the sort key, then the tie-break (vehicle id, term), so LIMIT stops early.
CREATE INDEX rate_book_by_description ON rate_book_rows (country_code, description_key, catalog_vehicle_id, duration);
CREATE INDEX rate_book_by_rrp ON rate_book_rows (country_code, consumer_price, catalog_vehicle_id, duration);
CREATE INDEX rate_book_by_weekly ON rate_book_rows (country_code, week_leaseprice, catalog_vehicle_id, duration);
CREATE INDEX rate_book_by_monthly ON rate_book_rows (country_code, month_leaseprice);

-- Filters that narrow a search a lot, and the make/model lists.
CREATE INDEX rate_book_by_make_model ON rate_book_rows (country_code, make_key, model_key);
-- The shortlist's prices come by vehicle id, with or without a country.
CREATE INDEX rate_book_by_vehicle ON rate_book_rows (catalog_vehicle_id, duration);
CREATE INDEX rate_book_by_body ON rate_book_rows (country_code, vehicle_bodytype, cab_type);
CREATE INDEX rate_book_by_fuel ON rate_book_rows (country_code, vehicle_fueltype);
CREATE INDEX rate_book_by_drive ON rate_book_rows (country_code, vehicle_drivetrain);
CREATE INDEX rate_book_by_transmission ON rate_book_rows (country_code, vehicle_transmissiongroup);
CREATE INDEX rate_book_by_seats ON rate_book_rows (country_code, vehicle_seats);
CREATE INDEX rate_book_by_term ON rate_book_rows (country_code, duration);
