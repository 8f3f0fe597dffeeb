//! All SQL of the indexer: claiming outbox rows, reading jobs as the index keeps them.

use kaamsetu_search::schema::JobRecord;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// Locks up to `limit` outbox rows no other indexer holds: (row id, job id).
pub async fn claim(conn: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<(i64, Uuid)>> {
    sqlx::query_as(
        "select id, job_id from search_outbox order by id limit $1 for update skip locked",
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

/// One page of open jobs in id order, after `after` (keyset pagination for a rebuild).
pub async fn open_jobs_after(
    db: impl PgExecutor<'_>,
    after: Option<Uuid>,
    limit: i64,
) -> sqlx::Result<Vec<JobRecord>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where not j.is_closed and ($1::uuid is null or j.id > $1) order by j.id limit $2"
    ))
    .bind(after)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// The ids of all open jobs (for reconcile).
pub async fn open_ids(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar("select id from jobs where not is_closed")
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
                (select count(*) from jobs where not is_closed), \
                (select extract(epoch from now() - min(created_at))::float8 from search_outbox)",
    )
    .fetch_one(db)
    .await
}
