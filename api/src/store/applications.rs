//! Applications: one per job and applicant; the résumé is the one the applicant had then.

use chrono::{DateTime, Utc};
use kaamsetu_search::catalog::{ApplicationStatus, ProfileStatus};
use sqlx::{PgConnection, PgExecutor, prelude::FromRow};
use uuid::Uuid;

use crate::{paging::Paging, store::like_escape};

/// An application with its applicant's public face.
#[derive(Debug, FromRow)]
pub struct ApplicationRow {
    pub id: Uuid,
    pub job_id: Uuid,
    pub applicant_id: Uuid,
    pub status: ApplicationStatus,
    pub resume: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub applicant_name: String,
    pub applicant_email: String,
    pub applicant_avatar: Option<String>,
    /// The applicant's profile as it is now (shown to the employer the application went to).
    pub applicant_phone: Option<String>,
    pub applicant_location: Option<String>,
    pub applicant_status: ProfileStatus,
    pub applicant_years_of_experience: Option<i32>,
    pub applicant_skills: Vec<String>,
    pub applicant_education: Option<String>,
    pub applicant_languages: Vec<String>,
    /// When an employer last changed the status.
    pub status_changed_at: Option<DateTime<Utc>>,
    /// The status the applicant last saw on their dashboard.
    pub seen_status: ApplicationStatus,
}

macro_rules! application_select {
    () => {
        "select a.id, a.job_id, a.applicant_id, a.status, a.resume, a.created_at, a.updated_at, \
            u.name as applicant_name, u.email as applicant_email, u.avatar as applicant_avatar, \
            u.phone as applicant_phone, u.location as applicant_location, \
            u.status as applicant_status, u.years_of_experience as applicant_years_of_experience, \
            u.skills as applicant_skills, u.education_qualification as applicant_education, \
            u.languages as applicant_languages, a.status_changed_at, a.seen_status \
         from applications a join users u on u.id = a.applicant_id "
    };
}

/// Inserts an application to an open job with a snapshot of the job as it is now (what the
/// seeker applied to, kept through later edits and deletion); the unique constraint refuses a
/// second one to the same job. The job's row is share-locked, so an application and the job's
/// closing or deletion never cross: None when the job is closed or gone by then.
pub async fn insert(
    conn: &mut PgConnection,
    job: Uuid,
    applicant: Uuid,
    resume: &str,
) -> sqlx::Result<Option<ApplicationRow>> {
    let locked: Option<Uuid> = sqlx::query_scalar(
        "select id from jobs where id = $1 and not is_closed and deleted_at is null \
         and review = 'live' for share",
    )
    .bind(job)
    .fetch_optional(&mut *conn)
    .await?;
    if locked.is_none() {
        return Ok(None);
    }
    let id: Uuid = sqlx::query_scalar(concat!(
        "insert into applications (job_id, applicant_id, resume, job_snapshot) \
         select $1, $2, $3, to_jsonb(r) from (",
        kaamsetu_search::job_select!(),
        "where j.id = $1) r returning id"
    ))
    .bind(job)
    .bind(applicant)
    .bind(resume)
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query_as(concat!(application_select!(), "where a.id = $1"))
        .bind(id)
        .fetch_one(conn)
        .await
        .map(Some)
}

/// A job seeker's application with the job as they applied to it and the job's state now.
#[derive(Debug, FromRow)]
pub struct MyApplicationRow {
    #[sqlx(flatten)]
    pub application: ApplicationRow,
    /// The job when they applied.
    pub job_snapshot: sqlx::types::Json<kaamsetu_search::schema::JobRecord>,
    pub job_closed_now: bool,
    pub job_removed_now: bool,
}

/// The jobs a job seeker applied to (left out of their recommendations).
pub async fn applied_job_ids(db: impl PgExecutor<'_>, applicant: Uuid) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar("select job_id from applications where applicant_id = $1")
        .bind(applicant)
        .fetch_all(db)
        .await
}

/// A job seeker's applications, newest first, optionally of one status; each with the job as
/// it was when they applied (deleted jobs included: nothing a seeker did vanishes).
pub async fn mine(
    db: impl PgExecutor<'_> + Copy,
    applicant: Uuid,
    status: Option<ApplicationStatus>,
    p: Paging,
) -> sqlx::Result<(Vec<MyApplicationRow>, i64)> {
    let total = sqlx::query_scalar(
        "select count(*) from applications where applicant_id = $1 and ($2::text is null or status = $2)",
    )
    .bind(applicant)
    .bind(status)
    .fetch_one(db)
    .await?;
    let rows = sqlx::query_as(concat!(
        "select x.*, a.job_snapshot, j.is_closed as job_closed_now, \
            j.deleted_at is not null as job_removed_now \
         from (",
        application_select!(),
        "where a.applicant_id = $1 and ($2::text is null or a.status = $2) \
         order by a.created_at desc, a.id limit $3 offset $4) x \
         join applications a on a.id = x.id join jobs j on j.id = x.job_id \
         order by x.created_at desc, x.id"
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
    status: Option<ApplicationStatus>,
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
    status: ApplicationStatus,
) -> sqlx::Result<Option<ApplicationStatus>> {
    sqlx::query_scalar(
        "with old as ( \
           select a.id, a.status from applications a join jobs j on j.id = a.job_id \
           where a.id = $1 and j.employer_id = $2 and j.deleted_at is null for update of a) \
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
    status: ApplicationStatus,
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
