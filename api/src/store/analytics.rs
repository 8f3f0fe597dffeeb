//! Dashboard numbers.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// An employer's counts, each with this week's and last week's new ones.
#[derive(Debug, FromRow)]
pub struct EmployerCounts {
    pub active_jobs: i64,
    pub applications: i64,
    pub hired: i64,
    pub jobs_this_week: i64,
    pub jobs_last_week: i64,
    pub applications_this_week: i64,
    pub applications_last_week: i64,
    pub hired_this_week: i64,
    pub hired_last_week: i64,
}

pub async fn employer_counts(
    db: impl PgExecutor<'_>,
    employer: Uuid,
) -> sqlx::Result<EmployerCounts> {
    sqlx::query_as(
        "with j as (select * from jobs where employer_id = $1), \
              a as (select a.* from applications a join j on j.id = a.job_id), \
              w as (select now() - interval '7 days' as this, now() - interval '14 days' as last) \
         select \
           (select count(*) from j where not is_closed) as active_jobs, \
           (select count(*) from a) as applications, \
           (select count(*) from a where status = 'Accepted') as hired, \
           (select count(*) from j, w where j.created_at >= w.this) as jobs_this_week, \
           (select count(*) from j, w where j.created_at >= w.last and j.created_at < w.this) \
             as jobs_last_week, \
           (select count(*) from a, w where a.created_at >= w.this) as applications_this_week, \
           (select count(*) from a, w where a.created_at >= w.last and a.created_at < w.this) \
             as applications_last_week, \
           (select count(*) from a, w where a.status = 'Accepted' and a.updated_at >= w.this) \
             as hired_this_week, \
           (select count(*) from a, w where a.status = 'Accepted' and a.updated_at >= w.last \
             and a.updated_at < w.this) as hired_last_week",
    )
    .bind(employer)
    .fetch_one(db)
    .await
}

/// A recent application as the employer dashboard lists it.
#[derive(Debug, FromRow)]
pub struct RecentApplication {
    pub id: Uuid,
    pub applicant_name: String,
    pub job_id: Uuid,
    pub job_title: String,
    pub status: String,
    pub updated_at: DateTime<Utc>,
}

pub async fn recent_applications(
    db: impl PgExecutor<'_>,
    employer: Uuid,
    n: i64,
) -> sqlx::Result<Vec<RecentApplication>> {
    sqlx::query_as(
        "select a.id, u.name as applicant_name, j.id as job_id, j.title as job_title, a.status, \
                a.updated_at \
         from applications a join jobs j on j.id = a.job_id join users u on u.id = a.applicant_id \
         where j.employer_id = $1 order by a.updated_at desc, a.id limit $2",
    )
    .bind(employer)
    .bind(n)
    .fetch_all(db)
    .await
}

/// The newest jobs of an employer (ids only; the caller loads them).
pub async fn recent_job_ids(
    db: impl PgExecutor<'_>,
    employer: Uuid,
    n: i64,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "select id from jobs where employer_id = $1 order by created_at desc, id limit $2",
    )
    .bind(employer)
    .bind(n)
    .fetch_all(db)
    .await
}

/// A job seeker's applications per status and saved jobs.
#[derive(Debug, FromRow)]
pub struct SeekerCounts {
    pub total: i64,
    pub applied: i64,
    pub in_review: i64,
    pub accepted: i64,
    pub rejected: i64,
    pub saved: i64,
    /// Applications whose status changed since the applicant last looked.
    pub updates: i64,
}

pub async fn seeker_counts(db: impl PgExecutor<'_>, user: Uuid) -> sqlx::Result<SeekerCounts> {
    sqlx::query_as(
        "select count(*) as total, \
                count(*) filter (where status = 'Applied') as applied, \
                count(*) filter (where status = 'In Review') as in_review, \
                count(*) filter (where status = 'Accepted') as accepted, \
                count(*) filter (where status = 'Rejected') as rejected, \
                (select count(*) from saved_jobs where user_id = $1) as saved, \
                count(*) filter (where status <> seen_status) as updates \
         from applications where applicant_id = $1",
    )
    .bind(user)
    .fetch_one(db)
    .await
}
