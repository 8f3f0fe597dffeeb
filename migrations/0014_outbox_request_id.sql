-- The id of the request that caused a change (its `x-request-id`), so the indexer's log line
-- for the change names it; null for changes no request made (imports, reconcile).
alter table search_outbox add column request_id text;
