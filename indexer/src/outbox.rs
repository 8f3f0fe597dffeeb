//! All SQL of the indexer: following the outbox log (nodes, positions, pruning), reading jobs as the index keeps them, and the
//! alerts' feed, matches and digests.

use kaamsetu_search::schema::JobRecord;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// A place in the outbox log: the (xid, id) of a row, or (horizon, 0) where a rebuild began.
/// Ordered as the log is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct LogPos {
    pub xid: i64,
    pub id: i64,
}

/// A log row: its place, its job, the id of the request that wrote it (if one did) and how long
/// it had waited when read, in seconds.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct LogRow {
    pub xid: i64,
    pub id: i64,
    pub job_id: Uuid,
    pub request_id: Option<String>,
    pub waited: f64,
}

impl LogRow {
    pub fn pos(&self) -> LogPos {
        LogPos {
            xid: self.xid,
            id: self.id,
        }
    }
}

/// Where a node stands: its position (none when it is not registered) and the log's pruned
/// point and alert-feed point.
#[derive(Clone, Copy, Debug)]
pub struct NodeState {
    pub position: Option<LogPos>,
    pub pruned: LogPos,
    pub feed: LogPos,
}

/// [`NodeState`] of `node`.
pub async fn node_state(db: impl PgExecutor<'_>, node: &str) -> sqlx::Result<NodeState> {
    type Row = (Option<i64>, Option<i64>, i64, i64, i64, i64);
    let (px, pi, rx, ri, fx, fi): Row = sqlx::query_as(
        "select n.position_xid, n.position_id, l.pruned_xid, l.pruned_id, l.feed_xid, l.feed_id \
         from outbox_log l left join index_nodes n on n.node_id = $1 where l.id = 1",
    )
    .bind(node)
    .fetch_one(db)
    .await?;
    Ok(NodeState {
        position: px.zip(pi).map(|(xid, id)| LogPos { xid, id }),
        pruned: LogPos { xid: rx, id: ri },
        feed: LogPos { xid: fx, id: fi },
    })
}

/// The log's horizon as an SQL expression, on the statement's snapshot: every transaction of
/// this database whose xid is below it has ended (committed or rolled back), and no
/// transaction begun later gets a smaller one. The snapshot's oldest running xid
/// (`pg_snapshot_xmin`) is the whole server's: a writing transaction left open on another
/// database held back every node's indexing while it lasted (a test's open transaction
/// delayed another test's search past its second). So the running xids of backends on another
/// database (a backend never changes database) are passed over; an xid whose backend could
/// not be told (it ended after the snapshot, or is a prepared transaction) still holds, so a
/// row is never skipped, at worst read a moment later.
macro_rules! horizon_sql {
    () => {
        "(select coalesce(\
            (select min(x::text::bigint) from pg_snapshot_xip(c.s) x \
              where not exists (select 1 from pg_stat_activity a \
                where a.backend_xid = x::xid and a.datname <> current_database())), \
            pg_snapshot_xmax(c.s)::text::bigint) \
          from (select pg_current_snapshot() as s) c)"
    };
}

/// The log's horizon (`horizon_sql`).
pub async fn horizon(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(concat!("select ", horizon_sql!()))
        .fetch_one(db)
        .await
}

/// Up to `limit` log rows past `after`, committed ones only: a row whose transaction may still
/// be open (xid at or past the horizon of this statement's snapshot, `horizon_sql`) waits for a later read,
/// so a reader never moves past a row that commits after it.
pub async fn follow(
    conn: &mut PgConnection,
    after: LogPos,
    limit: i64,
) -> sqlx::Result<Vec<LogRow>> {
    sqlx::query_as(concat!(
        "select xid, id, job_id, request_id, \
                greatest(extract(epoch from clock_timestamp() - created_at), 0)::float8 as waited \
         from search_outbox \
         where (xid, id) > ($1, $2) and xid < ",
        horizon_sql!(),
        " order by xid, id limit $3"
    ))
    .bind(after.xid)
    .bind(after.id)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Whether committed rows past `after` wait for the horizon: a transaction that began before
/// them on this database is still open, and may yet commit a row before them.
pub async fn held(conn: &mut PgConnection, after: LogPos) -> sqlx::Result<bool> {
    sqlx::query_scalar(concat!(
        "select exists (select 1 from search_outbox where (xid, id) > ($1, $2) and xid >= ",
        horizon_sql!(),
        ")"
    ))
    .bind(after.xid)
    .bind(after.id)
    .fetch_one(conn)
    .await
}

/// Registers `node` at `at` unless it is registered (its position stays).
pub async fn register(db: impl PgExecutor<'_>, node: &str, at: LogPos) -> sqlx::Result<()> {
    place(db, node, at, false).await
}

/// Sets the node's position (registering it), after its index committed what lies before it.
pub async fn set_position(db: impl PgExecutor<'_>, node: &str, at: LogPos) -> sqlx::Result<()> {
    place(db, node, at, true).await
}

async fn place(db: impl PgExecutor<'_>, node: &str, at: LogPos, moved: bool) -> sqlx::Result<()> {
    sqlx::query(
        "insert into index_nodes (node_id, position_xid, position_id) values ($1, $2, $3) \
         on conflict (node_id) do update set position_xid = $2, position_id = $3, seen_at = now() \
           where $4",
    )
    .bind(node)
    .bind(at.xid)
    .bind(at.id)
    .bind(moved)
    .execute(db)
    .await
    .map(|_| ())
}

/// Moves a registered node's position; false when it is no longer registered (it was not
/// seen for longer than the retention), and must rebuild.
pub async fn advance(conn: &mut PgConnection, node: &str, to: LogPos) -> sqlx::Result<bool> {
    let n = sqlx::query(
        "update index_nodes set position_xid = $2, position_id = $3, seen_at = now() \
         where node_id = $1",
    )
    .bind(node)
    .bind(to.xid)
    .bind(to.id)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(n == 1)
}

/// Says the node is alive (an idle node is not unregistered).
pub async fn seen(db: impl PgExecutor<'_>, node: &str) -> sqlx::Result<()> {
    sqlx::query("update index_nodes set seen_at = now() where node_id = $1")
        .bind(node)
        .execute(db)
        .await
        .map(|_| ())
}

/// Locks the log's shared state for the rest of the transaction: (pruned point, feed point).
/// Every write of a batch comes after it, so the nodes' batches commit them one at a time.
pub async fn lock_log(conn: &mut PgConnection) -> sqlx::Result<(LogPos, LogPos)> {
    let (rx, ri, fx, fi): (i64, i64, i64, i64) = sqlx::query_as(
        "select pruned_xid, pruned_id, feed_xid, feed_id from outbox_log where id = 1 for update",
    )
    .fetch_one(conn)
    .await?;
    Ok((LogPos { xid: rx, id: ri }, LogPos { xid: fx, id: fi }))
}

/// The jobs of the log rows in (`after`, `upto`].
pub async fn jobs_between(
    conn: &mut PgConnection,
    after: LogPos,
    upto: LogPos,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "select distinct job_id from search_outbox \
         where (xid, id) > ($1, $2) and (xid, id) <= ($3, $4)",
    )
    .bind(after.xid)
    .bind(after.id)
    .bind(upto.xid)
    .bind(upto.id)
    .fetch_all(conn)
    .await
}

/// Moves the alert-feed point (the log row is locked by [`lock_log`]).
pub async fn set_feed(conn: &mut PgConnection, to: LogPos) -> sqlx::Result<()> {
    sqlx::query("update outbox_log set feed_xid = $1, feed_id = $2 where id = 1")
        .bind(to.xid)
        .bind(to.id)
        .execute(conn)
        .await
        .map(|_| ())
}

/// What a prune did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub rows: u64,
    pub nodes: u64,
    pub to: LogPos,
}

/// Prunes the log (the log row locked by [`lock_log`], whose pruned point is `pruned`):
/// unregisters the nodes other than `me` not seen within `retention`, then deletes the rows
/// every registered node and the alerts' feed have passed, and the rows older than
/// `retention` (a node still behind them rebuilds).
pub async fn prune(
    conn: &mut PgConnection,
    me: &str,
    pruned: LogPos,
    retention: std::time::Duration,
) -> sqlx::Result<Pruned> {
    let secs = retention.as_secs_f64();
    let nodes = sqlx::query(
        "delete from index_nodes where node_id <> $1 and seen_at < now() - make_interval(secs => $2)",
    )
    .bind(me)
    .bind(secs)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if nodes > 0 {
        tracing::warn!(
            nodes,
            "index nodes not seen within the retention unregistered"
        );
    }
    let passed: (i64, i64) = sqlx::query_as(
        "select xid, id from (select position_xid as xid, position_id as id from index_nodes \
           union all select feed_xid, feed_id from outbox_log where id = 1) p \
         order by xid, id limit 1",
    )
    .fetch_one(&mut *conn)
    .await?;
    let expired: Option<(i64, i64)> = sqlx::query_as(concat!(
        "select xid, id from search_outbox \
         where created_at < now() - make_interval(secs => $1) and xid < ",
        horizon_sql!(),
        " order by xid desc, id desc limit 1"
    ))
    .bind(secs)
    .fetch_optional(&mut *conn)
    .await?;
    let to = LogPos {
        xid: passed.0,
        id: passed.1,
    }
    .max(
        expired
            .map(|(xid, id)| LogPos { xid, id })
            .unwrap_or_default(),
    );
    if to <= pruned {
        return Ok(Pruned {
            rows: 0,
            nodes,
            to: pruned,
        });
    }
    let rows = sqlx::query("delete from search_outbox where (xid, id) <= ($1, $2)")
        .bind(to.xid)
        .bind(to.id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    // The feed never stays behind the pruned point (only the retention moves it past the feed:
    // those jobs' alerts are given up on).
    sqlx::query(
        "update outbox_log set pruned_xid = $1, pruned_id = $2, \
           feed_xid = case when (feed_xid, feed_id) < ($1, $2) then $1 else feed_xid end, \
           feed_id = case when (feed_xid, feed_id) < ($1, $2) then $2 else feed_id end \
         where id = 1",
    )
    .bind(to.xid)
    .bind(to.id)
    .execute(conn)
    .await?;
    Ok(Pruned { rows, nodes, to })
}

/// How far `node` is behind: the age in seconds of the oldest log row past its position (all
/// rows when it is not registered), 0 when it has applied every row.
pub async fn node_lag(db: impl PgExecutor<'_>, node: &str) -> sqlx::Result<f64> {
    sqlx::query_scalar(
        "select coalesce(extract(epoch from clock_timestamp() - min(o.created_at)), 0)::float8 \
         from search_outbox o left join index_nodes n on n.node_id = $1 \
         where n.position_xid is null or (o.xid, o.id) > (n.position_xid, n.position_id)",
    )
    .bind(node)
    .fetch_one(db)
    .await
}

/// Every registered node: (id, rows of the log past its position, seconds since it was seen).
pub async fn nodes(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<(String, i64, f64)>> {
    sqlx::query_as(
        "select n.node_id, \
            (select count(*) from search_outbox o \
              where (o.xid, o.id) > (n.position_xid, n.position_id)), \
            extract(epoch from now() - n.seen_at)::float8 \
         from index_nodes n order by n.node_id",
    )
    .fetch_all(db)
    .await
}

/// The current rows of these jobs (missing ids were deleted).
pub async fn jobs(conn: &mut PgConnection, ids: &[Uuid]) -> sqlx::Result<Vec<JobRecord>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = any($1)"
    ))
    .bind(ids)
    .fetch_all(conn)
    .await
}

/// Every searchable job (open and live), read for a rebuild through one server-side cursor in
/// batches of [`REBUILD_BATCH`]: one plan and one pass over the table, in one snapshot, holding
/// a batch at a time. Keyset pages were each planned apart; while the table had no statistics
/// (a freshly loaded one) each was a full scan and sort, 184 of them at a million jobs.
pub struct OpenJobs {
    tx: sqlx::Transaction<'static, sqlx::Postgres>,
}

/// Jobs a rebuild reads at a time.
pub const REBUILD_BATCH: usize = 5000;

impl OpenJobs {
    /// Opens the cursor in a read-only repeatable-read transaction (it writes nothing, so it
    /// holds back no node's horizon).
    pub async fn open(db: &sqlx::PgPool) -> sqlx::Result<Self> {
        let mut tx = db.begin().await?;
        sqlx::query("set transaction isolation level repeatable read, read only")
            .execute(&mut *tx)
            .await?;
        sqlx::query(concat!(
            "declare open_jobs no scroll cursor for ",
            kaamsetu_search::job_select!(every),
            "where not j.is_closed and j.review = 'live'"
        ))
        .execute(&mut *tx)
        .await?;
        Ok(Self { tx })
    }

    /// The next batch; empty at the end.
    pub async fn next(&mut self) -> sqlx::Result<Vec<JobRecord>> {
        const _: () = assert!(REBUILD_BATCH == 5000, "the FETCH below says 5000");
        sqlx::query_as("fetch 5000 from open_jobs")
            .fetch_all(&mut *self.tx)
            .await
    }
}

/// The ids of all searchable jobs, open and live (for reconcile).
pub async fn open_ids(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar("select id from jobs where not is_closed and review = 'live'")
        .fetch_all(db)
        .await
}

/// Queues jobs for re-indexing (reconcile found them out of step).
pub async fn enqueue(db: impl PgExecutor<'_>, ids: &[Uuid]) -> sqlx::Result<()> {
    sqlx::query("insert into search_outbox (job_id) select unnest($1::uuid[])")
        .bind(ids)
        .execute(db)
        .await
        .map(|_| ())
}

/// Outbox depth, open jobs, and the oldest waiting row's age in seconds.
pub async fn stats(db: impl PgExecutor<'_>) -> sqlx::Result<(i64, i64, Option<f64>)> {
    sqlx::query_as(
        "select (select count(*) from search_outbox), \
                (select count(*) from jobs where not is_closed and review = 'live'), \
                (select extract(epoch from now() - min(created_at))::float8 from search_outbox)",
    )
    .fetch_one(db)
    .await
}

// The alerts' side: the feed of jobs made searchable, the matcher's position, the matches and
// the mail tasks (the API's alerts worker sends them).

/// Records jobs just made searchable, in the transaction that moves the log's feed point past
/// their rows: the matcher reads them in this order.
pub async fn feed_alerts(conn: &mut PgConnection, jobs: &[Uuid]) -> sqlx::Result<()> {
    if jobs.is_empty() {
        return Ok(());
    }
    sqlx::query("insert into alert_feed (job_id) select unnest($1::uuid[])")
        .bind(jobs)
        .execute(conn)
        .await
        .map(|_| ())
}

/// An alert as the matcher needs it.
#[derive(sqlx::FromRow)]
pub struct AlertRow {
    pub id: Uuid,
    pub search: sqlx::types::Json<kaamsetu_search::alerts::AlertSearch>,
    /// Active, confirmed and not unsubscribed: mails may go out.
    pub live: bool,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Up to `limit` alerts changed after `after` (a change time and the id of the last alert
/// read at it; all of them without it), oldest change first, ties by id.
pub async fn alerts_after(
    db: impl PgExecutor<'_>,
    after: Option<(chrono::DateTime<chrono::Utc>, Uuid)>,
    limit: i64,
) -> sqlx::Result<Vec<AlertRow>> {
    let (at, id) = after.unzip();
    sqlx::query_as(
        "select id, search, \
            active and confirmed_at is not null and unsubscribed_at is null as live, updated_at \
         from alerts where $1::timestamptz is null or (updated_at, id) > ($1, $2) \
         order by updated_at, id limit $3",
    )
    .bind(at)
    .bind(id)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// The matcher's position in the feed, locked for the rest of the transaction (one matcher
/// at a time).
pub async fn lock_matcher(conn: &mut PgConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("select position from alert_matcher where id = 1 for update")
        .fetch_one(conn)
        .await
}

/// Up to `limit` feed entries past `position`: (seq, job).
pub async fn feed_after(
    conn: &mut PgConnection,
    position: i64,
    limit: i64,
) -> sqlx::Result<Vec<(i64, Uuid)>> {
    sqlx::query_as("select seq, job_id from alert_feed where seq > $1 order by seq limit $2")
        .bind(position)
        .bind(limit)
        .fetch_all(conn)
        .await
}

/// The searchable jobs among `ids` (open and live), as the index keeps them.
pub async fn open_jobs(conn: &mut PgConnection, ids: &[Uuid]) -> sqlx::Result<Vec<JobRecord>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = any($1) and not j.is_closed and j.deleted_at is null and j.review = 'live'"
    ))
    .bind(ids)
    .fetch_all(conn)
    .await
}

/// Stores matches of live alerts (a pair already matched stays as it was: a job matches an
/// alert once, ever); the alerts that got a new match.
pub async fn insert_matches(
    conn: &mut PgConnection,
    alerts: &[Uuid],
    jobs: &[Uuid],
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "insert into alert_matches (alert_id, job_id) \
         select m.alert_id, m.job_id from unnest($1::uuid[], $2::uuid[]) as m(alert_id, job_id) \
         join alerts a on a.id = m.alert_id \
         where a.active and a.confirmed_at is not null and a.unsubscribed_at is null \
         on conflict (alert_id, job_id) do nothing returning alert_id",
    )
    .bind(alerts)
    .bind(jobs)
    .fetch_all(conn)
    .await
}

/// Marks the instant alerts among `alerts` as having a mail task queued, unless one already
/// is; the alerts that need a task now.
pub async fn claim_instant(conn: &mut PgConnection, alerts: &[Uuid]) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "update alerts set instant_pending = true \
         where id = any($1) and frequency = 'instant' and not instant_pending \
         returning id",
    )
    .bind(alerts)
    .fetch_all(conn)
    .await
}

/// Moves the matcher's position and forgets the feed up to it.
pub async fn advance_matcher(conn: &mut PgConnection, position: i64) -> sqlx::Result<()> {
    sqlx::query("update alert_matcher set position = $1, updated_at = now() where id = 1")
        .bind(position)
        .execute(&mut *conn)
        .await?;
    sqlx::query("delete from alert_feed where seq <= $1")
        .bind(position)
        .execute(conn)
        .await
        .map(|_| ())
}

/// One batch of a digest claim: the alerts it claimed, and where the next batch starts.
pub struct DigestBatch {
    pub claimed: Vec<Uuid>,
    /// The last alert the batch looked at, when it looked at `limit` of them (more may follow);
    /// `None` at the end.
    pub next_after: Option<Uuid>,
}

/// Claims one batch of digests: of the next `limit` live alerts of `frequency` (by id, after
/// `after`) whose digest was not queued since `period_start`, those with unmailed matches of
/// open jobs, marked queued `now`. The caller claims a million alerts in many short
/// transactions (one long one held every node's indexing back while it ran: `held`). The
/// alerts are taken by id first and their matches asked of those alone, so each batch reads
/// its part of the alerts through the key (asked of all due alerts, each batch joined every
/// match: 2.2 s a batch at a million alerts). Alerts another transaction is claiming are
/// skipped (it queues them), and an alert is claimed only if still due once its lock is
/// taken, so two nodes never queue one digest twice.
pub async fn claim_digests(
    conn: &mut PgConnection,
    frequency: &str,
    period_start: chrono::DateTime<chrono::Utc>,
    now: chrono::DateTime<chrono::Utc>,
    after: Uuid,
    limit: i64,
) -> sqlx::Result<DigestBatch> {
    let (scanned, last, claimed): (i64, Option<Uuid>, Vec<Uuid>) = sqlx::query_as(
        "with scan as materialized ( \
            select a.id from alerts a \
            where a.id > $4 and a.frequency = $1 and a.active and a.confirmed_at is not null \
              and a.unsubscribed_at is null \
              and (a.digest_queued_at is null or a.digest_queued_at < $2) \
            order by a.id limit $5), \
         due as materialized ( \
            select a.id from alerts a join scan s on s.id = a.id \
            where exists (select 1 from alert_matches m join jobs j on j.id = m.job_id \
                          where m.alert_id = a.id and m.mailed_at is null \
                            and not j.is_closed and j.deleted_at is null \
                            and j.review = 'live') \
            for update of a skip locked), \
         claimed as ( \
            update alerts a set digest_queued_at = $3 from due \
            where a.id = due.id and (a.digest_queued_at is null or a.digest_queued_at < $2) \
            returning a.id) \
         select (select count(*) from scan), \
                (select id from scan order by id desc limit 1), \
                (select coalesce(array_agg(id order by id), '{}') from claimed)",
    )
    .bind(frequency)
    .bind(period_start)
    .bind(now)
    .bind(after)
    .bind(limit)
    .fetch_one(conn)
    .await?;
    Ok(DigestBatch {
        claimed,
        next_after: last.filter(|_| scanned == limit),
    })
}

/// What `status` says of the alerts.
#[derive(sqlx::FromRow)]
pub struct AlertStats {
    /// Alerts, and how many of them may mail (active, confirmed, not unsubscribed).
    pub alerts: i64,
    pub live: i64,
    /// Jobs made searchable that the matcher has not matched yet, and the oldest one's age.
    pub feed_waiting: i64,
    pub feed_oldest_secs: Option<f64>,
    /// Matches waiting for a mail.
    pub matches_waiting: i64,
    /// Alert mails sent and failed since midnight IST.
    pub sent_today: i64,
    pub failed_today: i64,
}

/// For `status`: see [`AlertStats`].
pub async fn alert_stats(db: impl PgExecutor<'_>) -> sqlx::Result<AlertStats> {
    sqlx::query_as(
        "select (select count(*) from alerts) as alerts, \
            (select count(*) from alerts \
               where active and confirmed_at is not null and unsubscribed_at is null) as live, \
            (select count(*) from alert_feed \
               where seq > (select position from alert_matcher)) as feed_waiting, \
            (select extract(epoch from now() - min(at))::float8 from alert_feed \
               where seq > (select position from alert_matcher)) as feed_oldest_secs, \
            (select count(*) from alert_matches where mailed_at is null) as matches_waiting, \
            (select count(*) from alert_mails where outcome = 'sent' \
               and at >= date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') \
               as sent_today, \
            (select count(*) from alert_mails where outcome = 'failed' \
               and at >= date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') \
               as failed_today",
    )
    .fetch_one(db)
    .await
}
