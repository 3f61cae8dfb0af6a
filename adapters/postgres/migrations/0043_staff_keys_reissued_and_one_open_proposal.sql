-- Keys reissued and members enabled again; a checker inbox with one open proposal per change
-- (decisions 2112, 2113).

-- When a member first held a key. Set-up ends once two administrators have held one, and a key
-- reissued (the old one void until the new code is redeemed) must not bring set-up back.
ALTER TABLE staff_members ADD COLUMN keyed_at timestamptz;
UPDATE staff_members SET keyed_at = created_at WHERE key_digest IS NOT NULL;

-- A member enabled again is a proposal an administrator approves, like an enrolment.
ALTER TABLE override_proposals DROP CONSTRAINT override_proposals_kind_check;
ALTER TABLE override_proposals ADD CONSTRAINT override_proposals_kind_check
  CHECK (kind IN ('creditDecision', 'moveBack', 'reopen', 'enrolStaff', 'promoteStaff', 'enableStaff'));

-- A proposal that can no longer be decided (the application moved on, its time ran out before a new
-- one asked the same) is closed, with the reason.
ALTER TABLE override_proposals DROP CONSTRAINT override_proposals_status_check;
ALTER TABLE override_proposals ADD CONSTRAINT override_proposals_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'closed'));
ALTER TABLE override_proposals ADD COLUMN closed_reason text;

-- What a proposal changes, as the domain names it (`openProposalKey`): one pending proposal a change,
-- held by the database when two members propose the same at once.
ALTER TABLE override_proposals ADD COLUMN open_key text;
UPDATE override_proposals SET open_key = CASE
  WHEN kind = 'creditDecision' THEN 'application:' || application_id || ':credit'
  WHEN kind IN ('moveBack', 'reopen') THEN 'application:' || application_id || ':' || (change ->> 'track')
  WHEN kind = 'enrolStaff' THEN 'staff-email:' || lower(change ->> 'email')
  ELSE 'staff:' || (change ->> 'staffId')
END;
-- Of pending duplicates made before this rule, the first made stays open.
UPDATE override_proposals AS later
   SET status = 'closed', closed_reason = 'duplicate', decided_at = now()
 WHERE later.status = 'pending'
   AND EXISTS (
     SELECT 1 FROM override_proposals AS earlier
      WHERE earlier.status = 'pending' AND earlier.open_key = later.open_key
        AND (earlier.proposed_at, earlier.proposal_id) < (later.proposed_at, later.proposal_id));
ALTER TABLE override_proposals ALTER COLUMN open_key SET NOT NULL;
CREATE UNIQUE INDEX override_proposals_one_open ON override_proposals (open_key) WHERE status = 'pending';
