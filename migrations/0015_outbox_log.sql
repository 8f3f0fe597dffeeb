-- Issue 32: the search outbox becomes a log that any number of index nodes follow, each from
-- its own position (docs/deploy.md, docs/architecture.md "Index consistency").
--
-- A row's place in the log is (xid, id): xid is the inserting transaction's id. Ids are handed
-- out at insert, not at commit, so a reader that moved past id 101 while the transaction
-- holding id 100 was still open would lose 100 forever; a follower reads only rows whose xid
-- is below the oldest transaction still running (pg_snapshot_xmin of its snapshot), which are
-- all committed or gone, and no later transaction ever gets a smaller xid.
alter table search_outbox
  add column xid bigint not null default pg_current_xact_id()::text::bigint;
create index search_outbox_log_idx on search_outbox (xid, id);

-- Every index node (one indexer each, KAAMSETU_NODE_ID) and the last log row its index holds.
-- A node not seen for longer than the retention (KAAMSETU_OUTBOX_RETENTION) is unregistered.
create table index_nodes (
  node_id text primary key,
  position_xid bigint not null,
  position_id bigint not null,
  registered_at timestamptz not null default now(),
  seen_at timestamptz not null default now()
);

-- The log's shared state: rows up to `pruned` are deleted (every node and the alerts' feed
-- had passed them, or they were older than the retention); a node behind it rebuilds. `feed`
-- is how far the alerts' feed was written: the first node whose index passes a row feeds its
-- job to alert_feed (once across the cluster; the row's lock orders the feed's inserts).
create table outbox_log (
  id integer primary key constraint outbox_log_one check (id = 1),
  pruned_xid bigint not null default 0,
  pruned_id bigint not null default 0,
  feed_xid bigint not null default 0,
  feed_id bigint not null default 0
);
insert into outbox_log (id) values (1);
