//! All SQL of the indexer: claiming outbox rows, reading jobs as the index keeps them, and the
//! alerts' feed, matches and digests.

use kaamsetu_search::schema::JobRecord;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// An outbox row claimed: its id, the job, the id of the request that wrote it (if one did)
/// and how long it had waited when claimed, in seconds.
pub type Claimed = (i64, Uuid, Option<String>, f64);

/// Locks up to `limit` outbox rows no other indexer holds.
pub async fn claim(conn: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<Claimed>> {
    sqlx::query_as(
        "select id, job_id, request_id, \
                greatest(extract(epoch from clock_timestamp() - created_at), 0)::float8 \
         from search_outbox order by id limit $1 for update skip locked",
    )
    .bind(limit)
    .fetch_all(conn)
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

/// Removes claimed rows once their changes are committed to the index.
pub async fn delete(conn: &mut PgConnection, row_ids: &[i64]) -> sqlx::Result<()> {
    sqlx::query("delete from search_outbox where id = any($1)")
        .bind(row_ids)
        .execute(conn)
        .await
        .map(|_| ())
}

/// One page of searchable jobs (open and live) in id order, after `after` (keyset pagination for a rebuild).
pub async fn open_jobs_after(
    db: impl PgExecutor<'_>,
    after: Option<Uuid>,
    limit: i64,
) -> sqlx::Result<Vec<JobRecord>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where not j.is_closed and j.review = 'live' and ($1::uuid is null or j.id > $1) order by j.id limit $2"
    ))
    .bind(after)
    .bind(limit)
    .fetch_all(db)
    .await
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

/// Records jobs just made searchable, in the transaction that deletes their outbox rows: the
/// matcher reads them in this order.
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

/// The live alerts of `frequency` with unmailed matches of open jobs whose digest was not
/// queued since `period_start`, marked queued now.
pub async fn claim_digests(
    conn: &mut PgConnection,
    frequency: &str,
    period_start: chrono::DateTime<chrono::Utc>,
    now: chrono::DateTime<chrono::Utc>,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "update alerts a set digest_queued_at = $3 \
         where a.frequency = $1 and a.active and a.confirmed_at is not null \
           and a.unsubscribed_at is null \
           and (a.digest_queued_at is null or a.digest_queued_at < $2) \
           and exists (select 1 from alert_matches m join jobs j on j.id = m.job_id \
                       where m.alert_id = a.id and m.mailed_at is null \
                         and not j.is_closed and j.deleted_at is null \
                         and j.review = 'live') \
         returning a.id",
    )
    .bind(frequency)
    .bind(period_start)
    .bind(now)
    .fetch_all(conn)
    .await
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
