//! Trust and safety in PostgreSQL (issue 29): the check's verdict on each job, reports, domain
//! verification, the moderation queue, and the admins' actions with their audit log. Every
//! change of a job's review goes through a [`SearchTx`], so the index follows.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use kaamsetu_search::catalog::{ReportReason, Review};
use kaamsetu_trust::Assessment;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgExecutor, types::Json};
use uuid::Uuid;

use crate::store::outbox::SearchTx;

/// One signal of the check as stored with the job.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct StoredSignal {
    /// The rule's id (`fee`, `payment_handle`, …).
    pub id: String,
    /// What the employer reads.
    pub reason: String,
}

/// What the check read of the employer, and whether it may post.
#[derive(sqlx::FromRow)]
pub struct EmployerFace {
    pub company: String,
    pub email: String,
    pub verified: bool,
    /// Set when an admin suspended the employer: the message it was given.
    pub suspended: Option<String>,
}

pub async fn employer_face(db: impl PgExecutor<'_>, employer: Uuid) -> sqlx::Result<EmployerFace> {
    sqlx::query_as(
        "select coalesce(nullif(trim(company_name), ''), name) as company, email, \
            verified_at is not null as verified, \
            case when suspended_at is not null then coalesce(suspension_message, '') end as suspended \
         from users where id = $1",
    )
    .bind(employer)
    .fetch_one(db)
    .await
}

/// Where an owned job stands and the signals an admin approved, locked for the rest of the
/// transaction; None when the job is not this employer's (or was deleted).
pub async fn lock_review(
    conn: &mut PgConnection,
    job: Uuid,
    employer: Uuid,
) -> sqlx::Result<Option<(Review, Vec<String>)>> {
    sqlx::query_as(
        "select review, approved_signals from jobs \
         where id = $1 and employer_id = $2 and deleted_at is null for update",
    )
    .bind(job)
    .bind(employer)
    .fetch_optional(conn)
    .await
}

/// Stores the check's verdict and the review it leads to (the caller records the job change).
pub async fn set_verdict(
    conn: &mut PgConnection,
    job: Uuid,
    review: Review,
    a: &Assessment,
) -> sqlx::Result<()> {
    let signals: Vec<StoredSignal> = a
        .signals
        .iter()
        .map(|s| StoredSignal {
            id: s.id.clone(),
            reason: s.reason.clone(),
        })
        .collect();
    sqlx::query(
        "update jobs set review = $2, risk_score = $3, risk_signals = $4, \
            moderation_message = case when $2 = 'rejected' then moderation_message end \
         where id = $1",
    )
    .bind(job)
    .bind(review)
    .bind(a.score as i32)
    .bind(Json(signals))
    .execute(conn)
    .await
    .map(|_| ())
}

/// What the employer (and an admin) sees of a job's moderation.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ModerationRow {
    pub id: Uuid,
    pub review: Review,
    pub risk_score: i32,
    pub risk_signals: Json<Vec<StoredSignal>>,
    pub moderation_message: Option<String>,
}

/// The moderation of several jobs at once.
pub async fn moderation_of(
    db: impl PgExecutor<'_>,
    jobs: &[Uuid],
) -> sqlx::Result<HashMap<Uuid, ModerationRow>> {
    let rows: Vec<ModerationRow> = sqlx::query_as(
        "select id, review, risk_score, risk_signals, moderation_message from jobs \
         where id = any($1)",
    )
    .bind(jobs)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r)).collect())
}

// Reports.

/// A job people can report: live (or already hidden) and not deleted, with its employer.
pub async fn reportable(
    conn: &mut PgConnection,
    job: Uuid,
) -> sqlx::Result<Option<(Uuid, Review)>> {
    sqlx::query_as(
        "select employer_id, review from jobs where id = $1 and deleted_at is null for update",
    )
    .bind(job)
    .fetch_optional(conn)
    .await
}

/// Stores a report; false when this reporter already reported the job (counted once).
pub async fn add_report(
    conn: &mut PgConnection,
    job: Uuid,
    reporter: &str,
    user: Option<Uuid>,
    reason: ReportReason,
    details: Option<&str>,
) -> sqlx::Result<bool> {
    let n = sqlx::query(
        "insert into job_reports (job_id, reporter, user_id, reason, details) \
         values ($1, $2, $3, $4, $5) on conflict (job_id, reporter) do nothing",
    )
    .bind(job)
    .bind(reporter)
    .bind(user)
    .bind(reason)
    .bind(details)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(n == 1)
}

/// Distinct people whose reports of the job wait for an admin.
pub async fn open_reports(conn: &mut PgConnection, job: Uuid) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from job_reports where job_id = $1 and resolved_at is null")
        .bind(job)
        .fetch_one(conn)
        .await
}

/// Hides a live job until an admin decides (three reports).
pub async fn hide(tx: &mut SearchTx<'_>, job: Uuid) -> sqlx::Result<bool> {
    let n = sqlx::query("update jobs set review = 'hidden' where id = $1 and review = 'live'")
        .bind(job)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    if n == 1 {
        tx.job_changed(job, "job.hidden").await?;
    }
    Ok(n == 1)
}

// Domain verification.

/// Replaces the employer's pending code; the seconds since the last one was asked for (None
/// for the first).
pub async fn start_verification(
    conn: &mut PgConnection,
    employer: Uuid,
    email: &str,
    code_hash: &[u8],
) -> sqlx::Result<Option<f64>> {
    let since: Option<f64> = sqlx::query_scalar(
        "select extract(epoch from now() - created_at)::float8 from domain_verifications \
         where employer_id = $1 for update",
    )
    .bind(employer)
    .fetch_optional(&mut *conn)
    .await?;
    if since.is_some_and(|s| s < crate::codes::COOLDOWN_SECS as f64) {
        return Ok(since);
    }
    sqlx::query(
        "insert into domain_verifications (employer_id, email, code_hash, expires_at) \
         values ($1, $2, $3, now() + make_interval(mins => $4)) \
         on conflict (employer_id) do update set email = $2, code_hash = $3, attempts = 0, \
           expires_at = now() + make_interval(mins => $4), created_at = now()",
    )
    .bind(employer)
    .bind(email)
    .bind(code_hash)
    .bind(crate::codes::TTL_MINUTES)
    .execute(conn)
    .await?;
    Ok(since)
}

/// The employer's pending code, locked: (email, hash, wrong tries, expired).
pub async fn pending_verification(
    conn: &mut PgConnection,
    employer: Uuid,
) -> sqlx::Result<Option<(String, Vec<u8>, i32, bool)>> {
    sqlx::query_as(
        "select email, code_hash, attempts, expires_at < now() from domain_verifications \
         where employer_id = $1 for update",
    )
    .bind(employer)
    .fetch_optional(conn)
    .await
}

pub async fn count_wrong_code(conn: &mut PgConnection, employer: Uuid) -> sqlx::Result<i32> {
    sqlx::query_scalar(
        "update domain_verifications set attempts = attempts + 1 where employer_id = $1 \
         returning attempts",
    )
    .bind(employer)
    .fetch_one(conn)
    .await
}

/// Marks the company verified at `domain` and drops the code; its jobs are re-indexed (the
/// badge and the `verified` filter).
pub async fn verify(tx: &mut SearchTx<'_>, employer: Uuid, domain: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update users set verified_domain = $2, verified_at = now(), updated_at = now() \
         where id = $1",
    )
    .bind(employer)
    .bind(domain)
    .execute(&mut **tx)
    .await?;
    sqlx::query("delete from domain_verifications where employer_id = $1")
        .bind(employer)
        .execute(&mut **tx)
        .await?;
    tx.employer_changed(employer, "employer.verified").await
}

// The admins' side.

/// A job in the moderation queue.
#[derive(sqlx::FromRow)]
pub struct QueueRow {
    pub id: Uuid,
    pub review: Review,
    pub risk_score: i32,
    pub risk_signals: Json<Vec<StoredSignal>>,
    pub open_reports: i64,
    pub employer_id: Uuid,
    pub employer_email: String,
    pub employer_joined: DateTime<Utc>,
    pub employer_suspended: bool,
    /// The employer's jobs, those that were held, hidden or rejected, and reports of them.
    pub employer_jobs: i64,
    pub employer_flagged_jobs: i64,
    pub employer_reports: i64,
}

/// Held and hidden jobs, and live jobs with reports waiting, oldest change first.
pub async fn queue(db: impl PgExecutor<'_>, limit: i64) -> sqlx::Result<Vec<QueueRow>> {
    sqlx::query_as(
        "select j.id, j.review, j.risk_score, j.risk_signals, \
            (select count(*) from job_reports r where r.job_id = j.id and r.resolved_at is null) \
              as open_reports, \
            u.id as employer_id, u.email as employer_email, u.created_at as employer_joined, \
            u.suspended_at is not null as employer_suspended, \
            (select count(*) from jobs x where x.employer_id = u.id) as employer_jobs, \
            (select count(*) from jobs x where x.employer_id = u.id \
               and (x.review <> 'live' or x.risk_score > 0)) as employer_flagged_jobs, \
            (select count(*) from job_reports r join jobs x on x.id = r.job_id \
               where x.employer_id = u.id) as employer_reports \
         from jobs j join users u on u.id = j.employer_id \
         where j.deleted_at is null and (j.review in ('held', 'hidden') \
            or (j.review = 'live' and exists (select 1 from job_reports r \
                  where r.job_id = j.id and r.resolved_at is null))) \
         order by j.updated_at, j.id limit $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// A report as the admin reads it.
#[derive(sqlx::FromRow)]
pub struct ReportRow {
    pub job_id: Uuid,
    pub reason: ReportReason,
    pub details: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// The reports waiting on these jobs, newest first.
pub async fn reports_of(db: impl PgExecutor<'_>, jobs: &[Uuid]) -> sqlx::Result<Vec<ReportRow>> {
    sqlx::query_as(
        "select job_id, reason, details, created_at from job_reports \
         where job_id = any($1) and resolved_at is null order by created_at desc",
    )
    .bind(jobs)
    .fetch_all(db)
    .await
}

/// The job an admin decides on: (employer, review, employer's email, title), locked.
pub async fn lock_for_decision(
    conn: &mut PgConnection,
    job: Uuid,
) -> sqlx::Result<Option<(Uuid, Review, String, String)>> {
    sqlx::query_as(
        "select j.employer_id, j.review, u.email, j.title from jobs j \
         join users u on u.id = j.employer_id \
         where j.id = $1 and j.deleted_at is null for update of j",
    )
    .bind(job)
    .fetch_optional(conn)
    .await
}

/// Whether reports of the job wait for an admin.
pub async fn has_open_reports(conn: &mut PgConnection, job: Uuid) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from job_reports where job_id = $1 and resolved_at is null)",
    )
    .bind(job)
    .fetch_one(conn)
    .await
}

/// Approves a job: live, with the signals seen now approved; its reports resolved.
pub async fn approve(tx: &mut SearchTx<'_>, job: Uuid, admin: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "update jobs set review = 'live', moderation_message = null, \
            approved_signals = array(select s ->> 'id' from jsonb_array_elements(risk_signals) s) \
         where id = $1",
    )
    .bind(job)
    .execute(&mut **tx)
    .await?;
    resolve_reports(tx, job).await?;
    log(tx, admin, "approve", Some(job), None, None).await?;
    tx.job_changed(job, "job.approved").await
}

/// Rejects a job with the message its employer reads; its reports resolved.
pub async fn reject(
    tx: &mut SearchTx<'_>,
    job: Uuid,
    admin: Uuid,
    message: &str,
) -> sqlx::Result<()> {
    sqlx::query("update jobs set review = 'rejected', moderation_message = $2 where id = $1")
        .bind(job)
        .bind(message)
        .execute(&mut **tx)
        .await?;
    resolve_reports(tx, job).await?;
    log(tx, admin, "reject", Some(job), None, Some(message)).await?;
    tx.job_changed(job, "job.rejected").await
}

async fn resolve_reports(conn: &mut PgConnection, job: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "update job_reports set resolved_at = now() where job_id = $1 and resolved_at is null",
    )
    .bind(job)
    .execute(conn)
    .await
    .map(|_| ())
}

/// Suspends an employer: every job of theirs leaves search and they cannot post.
pub async fn suspend(
    tx: &mut SearchTx<'_>,
    employer: Uuid,
    admin: Uuid,
    message: &str,
) -> sqlx::Result<Suspension> {
    let found: Option<(String, bool)> = sqlx::query_as(
        "select email, suspended_at is not null from users \
         where id = $1 and role = 'employer' for update",
    )
    .bind(employer)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((email, already)) = found else {
        return Ok(Suspension::NoSuchEmployer);
    };
    if already {
        return Ok(Suspension::Already);
    }
    sqlx::query(
        "update users set suspended_at = now(), suspension_message = $2, updated_at = now() \
         where id = $1",
    )
    .bind(employer)
    .bind(message)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "update jobs set review = 'suspended', moderation_message = $2 where employer_id = $1",
    )
    .bind(employer)
    .bind(message)
    .execute(&mut **tx)
    .await?;
    log(tx, admin, "suspend", None, Some(employer), Some(message)).await?;
    tx.employer_changed(employer, "employer.suspended").await?;
    Ok(Suspension::Suspended { email })
}

/// What a suspension did.
pub enum Suspension {
    /// Suspended now; the employer's email, for the mail.
    Suspended {
        email: String,
    },
    /// Suspended before: nothing changed, nothing mailed, nothing logged.
    Already,
    NoSuchEmployer,
}

async fn log(
    conn: &mut PgConnection,
    admin: Uuid,
    action: &str,
    job: Option<Uuid>,
    employer: Option<Uuid>,
    message: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into moderation_log (admin_id, action, job_id, employer_id, message) \
         values ($1, $2, $3, coalesce($4, (select employer_id from jobs where id = $3)), $5)",
    )
    .bind(admin)
    .bind(action)
    .bind(job)
    .bind(employer)
    .bind(message)
    .execute(conn)
    .await
    .map(|_| ())
}

/// One line of the audit log.
#[derive(sqlx::FromRow)]
pub struct LogRow {
    pub id: i64,
    pub admin_email: String,
    pub action: String,
    pub job_id: Option<Uuid>,
    pub job_title: Option<String>,
    pub employer_id: Option<Uuid>,
    pub employer_name: Option<String>,
    pub message: Option<String>,
    pub at: DateTime<Utc>,
}

/// The latest moderation actions, newest first.
pub async fn audit_log(db: impl PgExecutor<'_>, limit: i64) -> sqlx::Result<Vec<LogRow>> {
    sqlx::query_as(
        "select l.id, a.email as admin_email, l.action, l.job_id, j.title as job_title, \
            l.employer_id, coalesce(nullif(trim(e.company_name), ''), e.name) as employer_name, \
            l.message, l.at \
         from moderation_log l join users a on a.id = l.admin_id \
         left join jobs j on j.id = l.job_id left join users e on e.id = l.employer_id \
         order by l.at desc, l.id desc limit $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Makes an admin account, or sets the password of the admin of that email. `Some(true)`
/// when made, `Some(false)` when updated, None when the email belongs to a job seeker or an
/// employer (never turned into an admin).
pub async fn upsert_admin(
    db: impl PgExecutor<'_>,
    email: &str,
    name: &str,
    password_hash: &str,
) -> sqlx::Result<Option<bool>> {
    sqlx::query_scalar(
        "insert into users (role, name, email, password_hash, is_email_verified) \
         values ('admin', $2, $1, $3, true) \
         on conflict (email) do update set password_hash = $3, legacy_password_hash = null, \
           updated_at = now() where users.role = 'admin' \
         returning (xmax = 0)",
    )
    .bind(email)
    .bind(name)
    .bind(password_hash)
    .fetch_optional(db)
    .await
}
