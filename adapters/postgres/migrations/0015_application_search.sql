-- The support desk finds applications (decision 1820): newest first, in an organisation or across
-- them, and by an officer's e-mail address, compared in lower case. Part-of-a-name searches scan the
-- organisation's rows; these indexes keep the paging and the exact look-ups cheap.
CREATE INDEX vehicle_applications_newest ON vehicle_applications (created_at DESC, application_id);
CREATE INDEX vehicle_applications_org_newest
  ON vehicle_applications (org_id, created_at DESC, application_id);
CREATE INDEX vehicle_applications_primary_email
  ON vehicle_applications (lower(scoreboard #>> '{primaryApplicant,email}'));
CREATE INDEX vehicle_applications_secondary_email
  ON vehicle_applications (lower(scoreboard #>> '{secondaryApplicant,email}'));
