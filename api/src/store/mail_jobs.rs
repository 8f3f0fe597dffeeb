//! Housekeeping of the mail queue's table (owned by apalis, schema `apalis`).

use sqlx::PgExecutor;

/// Deletes sent mail jobs, and unsent ones old enough that their code has expired: a job's
/// payload holds the code in clear text, so it must not outlive its use.
pub async fn purge(db: impl PgExecutor<'_>, queue: &str) -> sqlx::Result<u64> {
    sqlx::query(
        "delete from apalis.jobs where job_type = $1 \
         and (status = 'Done' or run_at < now() - interval '1 hour')",
    )
    .bind(queue)
    .execute(db)
    .await
    .map(|r| r.rows_affected())
}
