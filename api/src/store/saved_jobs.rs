//! A job seeker's saved jobs.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

use crate::paging::Paging;

/// Saves a job; true when newly saved, false when it already was.
pub async fn save(db: impl PgExecutor<'_>, user: Uuid, job: Uuid) -> sqlx::Result<bool> {
    sqlx::query(
        "insert into saved_jobs (user_id, job_id) values ($1, $2) \
         on conflict on constraint saved_jobs_user_job_key do nothing",
    )
    .bind(user)
    .bind(job)
    .execute(db)
    .await
    .map(|r| r.rows_affected() == 1)
}

/// Removes a save; false when there was none.
pub async fn unsave(db: impl PgExecutor<'_>, user: Uuid, job: Uuid) -> sqlx::Result<bool> {
    sqlx::query("delete from saved_jobs where user_id = $1 and job_id = $2")
        .bind(user)
        .bind(job)
        .execute(db)
        .await
        .map(|r| r.rows_affected() == 1)
}

/// One saved entry.
#[derive(FromRow)]
pub struct SavedRow {
    pub id: Uuid,
    pub job_id: Uuid,
    pub created_at: DateTime<Utc>,
}

/// The user's saves, newest first, and how many there are.
pub async fn list(
    db: impl PgExecutor<'_> + Copy,
    user: Uuid,
    p: Paging,
) -> sqlx::Result<(Vec<SavedRow>, i64)> {
    let total = sqlx::query_scalar("select count(*) from saved_jobs where user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await?;
    let rows = sqlx::query_as(
        "select id, job_id, created_at from saved_jobs where user_id = $1 \
         order by created_at desc, id limit $2 offset $3",
    )
    .bind(user)
    .bind(p.limit)
    .bind(p.offset())
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}
