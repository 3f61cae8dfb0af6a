-- The trace a job was queued in (decision 2124): the W3C traceparent of the request or job that queued
-- it, so that the worker's span for the job continues that trace. Empty when the portal traces nothing.
ALTER TABLE partner_jobs ADD COLUMN trace_parent text;
