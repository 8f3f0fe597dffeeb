//! Dashboard numbers.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// An employer's figures now and as they stood a week ago (the dashboard's trends compare
/// each figure with itself a week earlier: stock with stock).
#[derive(Debug, FromRow)]
pub struct EmployerCounts {
    pub active_jobs: i64,
    pub applications: i64,
    pub hired: i64,
    pub active_jobs_week_ago: i64,
    pub applications_week_ago: i64,
    pub hired_week_ago: i64,
}

/// The counts of the employer's dashboard. A week ago, a job counted as active when it had
/// been posted, was not deleted yet and its last closing or reopening before then
/// (`job_status_changes`) left it open; an application counted when it had been made to a job
/// not deleted yet, and as a hire when its status then (`application_status_changes`) was
/// Accepted.
pub async fn employer_counts(
    db: impl PgExecutor<'_>,
    employer: Uuid,
) -> sqlx::Result<EmployerCounts> {
    sqlx::query_as(
        "with t as (select now() - interval '7 days' as ago), \
              j as (select j.*, \
                      j.created_at <= t.ago and (j.deleted_at is null or j.deleted_at > t.ago) \
                        as existed_then, \
                      coalesce((select c.is_closed from job_status_changes c \
                                where c.job_id = j.id and c.changed_at <= t.ago \
                                order by c.changed_at desc limit 1), false) as closed_then \
                    from jobs j, t where j.employer_id = $1), \
              a as (select a.status, j.deleted_at is null as job_kept, \
                      j.existed_then and a.created_at <= t.ago as existed_then, \
                      coalesce((select c.status from application_status_changes c \
                                where c.application_id = a.id and c.changed_at <= t.ago \
                                order by c.changed_at desc limit 1), 'Applied') as status_then \
                    from applications a join j on j.id = a.job_id, t) \
         select \
           (select count(*) from j where not is_closed and deleted_at is null) as active_jobs, \
           (select count(*) from a where job_kept) as applications, \
           (select count(*) from a where job_kept and status = 'Accepted') as hired, \
           (select count(*) from j where existed_then and not closed_then) \
             as active_jobs_week_ago, \
           (select count(*) from a where existed_then) as applications_week_ago, \
           (select count(*) from a where existed_then and status_then = 'Accepted') \
             as hired_week_ago",
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
    pub status: kaamsetu_search::catalog::ApplicationStatus,
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
         where j.employer_id = $1 and j.deleted_at is null order by a.updated_at desc, a.id limit $2",
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
        "select id from jobs where employer_id = $1 and deleted_at is null \
         order by created_at desc, id limit $2",
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
