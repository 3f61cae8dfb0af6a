-- Each group of `rate_book_counts` keeps the lowest and highest of every price, as the band groups
-- do (migration 0053). A search narrowed by groups alone bounds its page's walk by the prices of its
-- matching groups: about 70 groups of a term read once for both the total and the bounds, where the
-- band groups of one measure were ten times as many (decision 0820, amended 2026-11-28).
ALTER TABLE rate_book_counts
  ADD COLUMN lowest_consumer_price    float8,
  ADD COLUMN highest_consumer_price   float8,
  ADD COLUMN lowest_week_leaseprice   float8,
  ADD COLUMN highest_week_leaseprice  float8,
  ADD COLUMN lowest_month_leaseprice  float8,
  ADD COLUMN highest_month_leaseprice float8;

DELETE FROM rate_book_counts;
INSERT INTO rate_book_counts
SELECT country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
       vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int,
       min(consumer_price), max(consumer_price), min(week_leaseprice), max(week_leaseprice),
       min(month_leaseprice), max(month_leaseprice)
  FROM rate_book_rows
 GROUP BY country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
          vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats;
