//! Applications: one per job and applicant; the résumé is the one the applicant had then.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, prelude::FromRow};
use uuid::Uuid;

use crate::{paging::Paging, store::jobs::like_escape};

/// An application with its applicant's public face.
#[derive(Debug, FromRow)]
pub struct ApplicationRow {
    pub id: Uuid,
    pub job_id: Uuid,
    pub applicant_id: Uuid,
    pub status: String,
    pub resume: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub applicant_name: String,
    pub applicant_email: String,
    pub applicant_avatar: Option<String>,
    /// When an employer last changed the status.
    pub status_changed_at: Option<DateTime<Utc>>,
    /// The status the applicant last saw on their dashboard.
    pub seen_status: String,
}

macro_rules! application_select {
    () => {
        "select a.id, a.job_id, a.applicant_id, a.status, a.resume, a.created_at, a.updated_at, \
            u.name as applicant_name, u.email as applicant_email, u.avatar as applicant_avatar, \
            a.status_changed_at, a.seen_status \
         from applications a join users u on u.id = a.applicant_id "
    };
}

/// Inserts an application; the unique constraint refuses a second one to the same job.
pub async fn insert(
    conn: &mut PgConnection,
    job: Uuid,
    applicant: Uuid,
    resume: &str,
) -> sqlx::Result<ApplicationRow> {
    let id: Uuid = sqlx::query_scalar(
        "insert into applications (job_id, applicant_id, resume) values ($1, $2, $3) returning id",
    )
    .bind(job)
    .bind(applicant)
    .bind(resume)
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query_as(concat!(application_select!(), "where a.id = $1"))
        .bind(id)
        .fetch_one(conn)
        .await
}

/// The jobs a job seeker applied to (left out of their recommendations).
pub async fn applied_job_ids(db: impl PgExecutor<'_>, applicant: Uuid) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar("select job_id from applications where applicant_id = $1")
        .bind(applicant)
        .fetch_all(db)
        .await
}

/// A job seeker's applications, newest first, optionally of one status.
pub async fn mine(
    db: impl PgExecutor<'_> + Copy,
    applicant: Uuid,
    status: Option<&str>,
    p: Paging,
) -> sqlx::Result<(Vec<ApplicationRow>, i64)> {
    let total = sqlx::query_scalar(
        "select count(*) from applications where applicant_id = $1 and ($2::text is null or status = $2)",
    )
    .bind(applicant)
    .bind(status)
    .fetch_one(db)
    .await?;
    let rows = sqlx::query_as(concat!(
        application_select!(),
        "where a.applicant_id = $1 and ($2::text is null or a.status = $2) \
         order by a.created_at desc, a.id limit $3 offset $4"
    ))
    .bind(applicant)
    .bind(status)
    .bind(p.limit)
    .bind(p.offset())
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}

/// Applications to one job, filtered by status and by applicant name or email.
pub async fn for_job(
    db: impl PgExecutor<'_> + Copy,
    job: Uuid,
    status: Option<&str>,
    search: Option<&str>,
    p: Paging,
) -> sqlx::Result<(Vec<ApplicationRow>, i64)> {
    let pattern = search.map(|s| format!("%{}%", like_escape(s)));
    let total = sqlx::query_scalar(
        "select count(*) from applications a join users u on u.id = a.applicant_id \
         where a.job_id = $1 and ($2::text is null or a.status = $2) \
           and ($3::text is null or u.name ilike $3 or u.email ilike $3)",
    )
    .bind(job)
    .bind(status)
    .bind(&pattern)
    .fetch_one(db)
    .await?;
    let rows = sqlx::query_as(concat!(
        application_select!(),
        "where a.job_id = $1 and ($2::text is null or a.status = $2) \
           and ($3::text is null or u.name ilike $3 or u.email ilike $3) \
         order by a.created_at desc, a.id limit $4 offset $5"
    ))
    .bind(job)
    .bind(status)
    .bind(&pattern)
    .bind(p.limit)
    .bind(p.offset())
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}

/// Sets the status of an application to one of the employer's jobs, returning the status it
/// had; None when it is not one.
pub async fn set_status(
    conn: &mut PgConnection,
    id: Uuid,
    employer: Uuid,
    status: &str,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "with old as ( \
           select a.id, a.status from applications a join jobs j on j.id = a.job_id \
           where a.id = $1 and j.employer_id = $2 for update of a) \
         update applications a set status = $3, updated_at = now(), \
           status_changed_at = case when old.status <> $3 then now() else a.status_changed_at end \
         from old where a.id = old.id returning old.status",
    )
    .bind(id)
    .bind(employer)
    .bind(status)
    .fetch_optional(conn)
    .await
}

/// Claims the status mail of an application: true when its status is still `status` and the
/// applicant has not been told of it yet (the caller sends the mail in the same transaction).
pub async fn claim_status_mail(
    conn: &mut PgConnection,
    id: Uuid,
    status: &str,
) -> sqlx::Result<bool> {
    sqlx::query_scalar::<_, Uuid>(
        "update applications set notified_status = $2 \
         where id = $1 and status = $2 and notified_status <> $2 returning id",
    )
    .bind(id)
    .bind(status)
    .fetch_optional(conn)
    .await
    .map(|r| r.is_some())
}

/// Marks every status change of a job seeker's applications as seen; how many there were.
pub async fn mark_seen(db: impl PgExecutor<'_>, applicant: Uuid) -> sqlx::Result<u64> {
    sqlx::query(
        "update applications set seen_status = status \
         where applicant_id = $1 and seen_status <> status",
    )
    .bind(applicant)
    .execute(db)
    .await
    .map(|r| r.rows_affected())
}

pub async fn get(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<ApplicationRow>> {
    sqlx::query_as(concat!(application_select!(), "where a.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}
