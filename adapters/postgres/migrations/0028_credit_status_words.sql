-- The stored credit status speaks the domain's words (decision 2073). The wire's 'refer' said two
-- things: a submission whose decision has not come (its credit submission has no result yet), which
-- becomes `awaitingDecision`, and a referral to a person (the bureau's result 'refer', or a person's
-- choice), which becomes `referred`; a 'refer' with no submission at all awaits nothing, so it is a
-- referral too. 'waiting' (for Authorised Officer (2)'s ID check) is `waitingForSecondary`. The
-- generated `status_credit_check` column follows. The version is not raised. The trail keeps its words.

-- Pending credit decisions first, while the journeys still say 'refer': a proposal made from a
-- journey that still stands there names that journey's new word, so it can still be approved; one
-- made from a 'refer' the journey has left stays stale. Staff's 'refer' was a referral.
UPDATE override_proposals AS proposal
   SET change = jsonb_set(
         proposal.change,
         '{from}',
         to_jsonb(CASE
                    WHEN jsonb_typeof(application.scoreboard -> 'creditSubmission') = 'object'
                     AND NULLIF(application.scoreboard #>> '{creditSubmission,result}', '') IS NULL
                    THEN 'awaitingDecision'
                    ELSE 'referred'
                  END))
  FROM vehicle_applications AS application
 WHERE proposal.status = 'pending'
   AND proposal.kind = 'creditDecision'
   AND proposal.change ->> 'from' = 'refer'
   AND application.application_id = proposal.application_id
   AND application.scoreboard ->> 'statusCreditCheck' = 'refer';

UPDATE override_proposals
   SET change = jsonb_set(change, '{from}', '"waitingForSecondary"')
 WHERE status = 'pending' AND kind = 'creditDecision' AND change ->> 'from' = 'waiting';

UPDATE override_proposals
   SET change = jsonb_set(change, '{to}', '"referred"')
 WHERE status = 'pending' AND kind = 'creditDecision' AND change ->> 'to' = 'refer';

UPDATE vehicle_applications
   SET scoreboard = jsonb_set(
         scoreboard,
         '{statusCreditCheck}',
         to_jsonb(CASE
                    WHEN scoreboard ->> 'statusCreditCheck' = 'waiting' THEN 'waitingForSecondary'
                    WHEN jsonb_typeof(scoreboard -> 'creditSubmission') = 'object'
                     AND NULLIF(scoreboard #>> '{creditSubmission,result}', '') IS NULL
                    THEN 'awaitingDecision'
                    ELSE 'referred'
                  END))
 WHERE scoreboard ->> 'statusCreditCheck' IN ('refer', 'waiting');
