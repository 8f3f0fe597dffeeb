//! The moderation console's API (issue 29), for admins only (403 for everyone else): the
//! queue of held and reported jobs, approving, rejecting with a message mailed to the
//! employer, suspending an employer, and the audit log of every action.

use std::collections::HashMap;

use axum::extract::State;
use chrono::{DateTime, Utc};
use kaamsetu_search::catalog::{Language, Review};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    domain::refuse_hidden,
    error::{ApiError, ApiResult, ErrorCode},
    extract::{Json, Path, parse_id},
    mail::{self, MailJob},
    routes::jobs::job_id,
    session::Admin,
    state::AppState,
    store::{
        self,
        moderation::{StoredSignal, Suspension},
        outbox::SearchTx,
    },
    views::{ErrorBody, JobView},
};

/// A report as the admin reads it (the reporter is not shown).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportView {
    reason: kaamsetu_search::catalog::ReportReason,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    details: Option<String>,
    created_at: DateTime<Utc>,
}

/// The employer's history, beside a job of theirs.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerHistory {
    #[serde(rename = "_id")]
    id: Uuid,
    email: String,
    joined_at: DateTime<Utc>,
    suspended: bool,
    /// Jobs posted (deleted ones included).
    jobs: i64,
    /// Jobs the check flagged, or that were held, hidden or rejected.
    flagged_jobs: i64,
    /// Reports of any of their jobs, ever.
    reports: i64,
}

/// A job in the queue.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    job: JobView,
    /// `held` (by the check), `hidden` (three reports), or `live` with reports waiting.
    review: Review,
    risk_score: i32,
    signals: Vec<StoredSignal>,
    reports: Vec<ReportView>,
    employer: EmployerHistory,
}

/// The moderation queue.
#[derive(Serialize, ToSchema)]
pub struct QueueReply {
    success: bool,
    jobs: Vec<QueueItem>,
}

/// How many queue items one reply carries (oldest first).
const QUEUE_LIMIT: i64 = 100;

/// GET /api/admin/moderation
#[utoipa::path(get, path = "/api/admin/moderation", tag = "admin",
    responses(
        (status = 200, description = "Held and hidden jobs, and live jobs with reports, oldest first", body = QueueReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
    ))]
pub async fn moderation_queue(
    State(state): State<AppState>,
    Admin(_me): Admin,
) -> ApiResult<axum::Json<QueueReply>> {
    let rows = store::moderation::queue(&state.db, QUEUE_LIMIT).await?;
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let mut reports: HashMap<Uuid, Vec<ReportView>> = HashMap::new();
    for r in store::moderation::reports_of(&state.db, &ids).await? {
        reports.entry(r.job_id).or_default().push(ReportView {
            reason: r.reason,
            details: r.details,
            created_at: r.created_at,
        });
    }
    let jobs = store::jobs::get_many(&state.db, &ids).await?;
    let mut views: HashMap<Uuid, JobView> = store::jobs::job_views(&state.db, None, jobs)
        .await?
        .into_iter()
        .map(|v| (v.id, v))
        .collect();
    let items = rows
        .into_iter()
        .filter_map(|r| {
            let job = views.remove(&r.id)?;
            Some(QueueItem {
                job,
                review: r.review,
                risk_score: r.risk_score,
                signals: r.risk_signals.0,
                reports: reports.remove(&r.id).unwrap_or_default(),
                employer: EmployerHistory {
                    id: r.employer_id,
                    email: r.employer_email,
                    joined_at: r.employer_joined,
                    suspended: r.employer_suspended,
                    jobs: r.employer_jobs,
                    flagged_jobs: r.employer_flagged_jobs,
                    reports: r.employer_reports,
                },
            })
        })
        .collect();
    Ok(axum::Json(QueueReply {
        success: true,
        jobs: items,
    }))
}

/// A decision taken.
#[derive(Serialize, ToSchema)]
pub struct DecisionReply {
    success: bool,
    message: &'static str,
    review: Review,
}

/// 400 for a job that is not waiting for a decision this action can take.
fn not_pending(review: Review) -> ApiError {
    ApiError::bad_request(
        ErrorCode::ValidationFailed,
        match review {
            Review::Suspended => "The job's employer is suspended",
            Review::Rejected => "This job was already rejected",
            _ => "This job is not waiting for a decision",
        },
    )
}

/// POST /api/admin/jobs/{id}/approve
#[utoipa::path(post, path = "/api/admin/jobs/{id}/approve", tag = "admin",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Approved: live and searchable (if open); its reports resolved", body = DecisionReply),
        (status = 400, description = "A malformed id, a job not waiting for a decision (live without reports), or a job of a suspended employer", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
pub async fn approve_job(
    State(state): State<AppState>,
    Admin(me): Admin,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<DecisionReply>> {
    let id = job_id(&id)?;
    let mut tx = SearchTx::begin(&state).await?;
    let (_, review, _, _) = store::moderation::lock_for_decision(&mut tx, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    // Held, hidden or rejected (an admin may undo a rejection), or live with reports waiting.
    let waiting = match review {
        Review::Held | Review::Hidden | Review::Rejected => true,
        Review::Live => store::moderation::has_open_reports(&mut tx, id).await?,
        Review::Suspended => false,
    };
    if !waiting {
        return Err(not_pending(review));
    }
    store::moderation::approve(&mut tx, id, me.id()).await?;
    tx.commit().await?;
    tracing::info!(job_id = %id, admin_id = %me.id(), "job approved");
    Ok(axum::Json(DecisionReply {
        success: true,
        message: "Job approved",
        review: Review::Live,
    }))
}

/// Why: the message the employer reads.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ModerationMessageBody {
    /// 5 to 1,000 characters, mailed to the employer.
    #[serde(default)]
    message: String,
}

fn parse_message(raw: &str) -> ApiResult<String> {
    let m = raw.trim();
    let n = m.chars().count();
    if n < 5 {
        return Err(ApiError::validation(
            "Please write a message for the employer (at least 5 characters)",
        ));
    }
    if n > 1000 {
        return Err(ApiError::validation(
            "message must be at most 1000 characters",
        ));
    }
    refuse_hidden(m, "message")?;
    Ok(m.to_string())
}

/// What a moderation mail tells an employer.
enum Decision<'a> {
    /// Their job (its title) was not published.
    Rejected(&'a str),
    /// Their account was suspended.
    Suspended,
}

/// The mail of a decision, in the employer's interface language, with the admin's message as
/// written.
fn moderation_mail(to: &str, decision: Decision<'_>, message: &str, language: Language) -> MailJob {
    let (subject, what, from_team, never, team) = match (language, decision) {
        (Language::En, Decision::Rejected(title)) => (
            format!("Your job \"{title}\" was not published"),
            format!(
                "Our team reviewed your job \"{title}\" and did not publish it on KaamSetu. You can see it in Manage Jobs."
            ),
            "Message from the KaamSetu team:",
            "KaamSetu never asks job seekers for money, and does not publish jobs that do.",
            "- Team KaamSetu",
        ),
        (Language::En, Decision::Suspended) => (
            "Your KaamSetu employer account is suspended".to_string(),
            "Our team suspended your employer account: your jobs are no longer shown and you cannot post new ones.".to_string(),
            "Message from the KaamSetu team:",
            "KaamSetu never asks job seekers for money, and does not publish jobs that do.",
            "- Team KaamSetu",
        ),
        (Language::Hi, Decision::Rejected(title)) => (
            format!("आपकी नौकरी \"{title}\" प्रकाशित नहीं की गई"),
            format!(
                "हमारी टीम ने आपकी नौकरी \"{title}\" की जाँच की और उसे KaamSetu पर प्रकाशित नहीं किया। आप इसे 'नौकरियाँ संभालें' में देख सकते हैं।"
            ),
            "KaamSetu टीम का संदेश:",
            "KaamSetu नौकरी ढूँढने वालों से कभी पैसे नहीं माँगता, और पैसे माँगने वाली नौकरियाँ प्रकाशित नहीं करता।",
            "- टीम KaamSetu",
        ),
        (Language::Hi, Decision::Suspended) => (
            "आपका KaamSetu एम्प्लॉयर अकाउंट निलंबित कर दिया गया है".to_string(),
            "हमारी टीम ने आपका एम्प्लॉयर अकाउंट निलंबित कर दिया है: आपकी नौकरियाँ अब नहीं दिखेंगी और आप नई नौकरी नहीं डाल सकते।".to_string(),
            "KaamSetu टीम का संदेश:",
            "KaamSetu नौकरी ढूँढने वालों से कभी पैसे नहीं माँगता, और पैसे माँगने वाली नौकरियाँ प्रकाशित नहीं करता।",
            "- टीम KaamSetu",
        ),
    };
    let hello = match language {
        Language::En => "Namaste,",
        Language::Hi => "नमस्ते,",
    };
    MailJob {
        to: to.to_string(),
        subject,
        body: format!(
            "{hello}\r\n\r\n{what}\r\n\r\n{from_team}\r\n\r\n    {message}\r\n\r\n{never}\r\n\r\n{team}\r\n"
        ),
        ..MailJob::default()
    }
}

/// POST /api/admin/jobs/{id}/reject
#[utoipa::path(post, path = "/api/admin/jobs/{id}/reject", tag = "admin", request_body = ModerationMessageBody,
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Rejected: out of search, the message mailed to the employer and shown in Manage Jobs", body = DecisionReply),
        (status = 400, description = "A missing message, a malformed id, or a job already rejected or of a suspended employer", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
pub async fn reject_job(
    State(state): State<AppState>,
    Admin(me): Admin,
    Path(id): Path<String>,
    Json(body): Json<ModerationMessageBody>,
) -> ApiResult<axum::Json<DecisionReply>> {
    let id = job_id(&id)?;
    let message = parse_message(&body.message)?;
    let mut tx = SearchTx::begin(&state).await?;
    let (employer, review, email, title) = store::moderation::lock_for_decision(&mut tx, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    if matches!(review, Review::Suspended | Review::Rejected) {
        return Err(not_pending(review));
    }
    store::moderation::reject(&mut tx, id, me.id(), &message).await?;
    let language = store::users::language_of(&mut *tx, employer).await?;
    mail::enqueue(
        &mut tx,
        &moderation_mail(&email, Decision::Rejected(&title), &message, language),
    )
    .await
    .map_err(ApiError::internal)?;
    tx.commit().await?;
    state.trust.withhold_jobs(&[id]);
    tracing::info!(job_id = %id, admin_id = %me.id(), "job rejected");
    Ok(axum::Json(DecisionReply {
        success: true,
        message: "Job rejected; the employer was told why",
        review: Review::Rejected,
    }))
}

/// An employer suspended.
#[derive(Serialize, ToSchema)]
pub struct SuspendReply {
    success: bool,
    message: &'static str,
}

/// POST /api/admin/employers/{id}/suspend
#[utoipa::path(post, path = "/api/admin/employers/{id}/suspend", tag = "admin", request_body = ModerationMessageBody,
    params(("id" = Uuid, Path, description = "Employer id")),
    responses(
        (status = 200, description = "Suspended: every job of the employer left search in one transaction (none is searchable once this answers), it cannot post, and the message was mailed", body = SuspendReply),
        (status = 400, description = "A missing message, a malformed id, or an employer already suspended (nothing mailed or logged again)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such employer", body = ErrorBody),
    ))]
pub async fn suspend_employer(
    State(state): State<AppState>,
    Admin(me): Admin,
    Path(id): Path<String>,
    Json(body): Json<ModerationMessageBody>,
) -> ApiResult<axum::Json<SuspendReply>> {
    let id = parse_id(&id, "employer")?;
    let message = parse_message(&body.message)?;
    let mut tx = SearchTx::begin(&state).await?;
    let email = match store::moderation::suspend(&mut tx, id, me.id(), &message).await? {
        Suspension::Suspended { email } => email,
        Suspension::Already => {
            return Err(ApiError::bad_request(
                ErrorCode::ValidationFailed,
                "This employer is already suspended",
            ));
        }
        Suspension::NoSuchEmployer => return Err(ApiError::not_found("Employer not found")),
    };
    let language = store::users::language_of(&mut *tx, id).await?;
    mail::enqueue(
        &mut tx,
        &moderation_mail(&email, Decision::Suspended, &message, language),
    )
    .await
    .map_err(ApiError::internal)?;
    tx.commit().await?;
    state.trust.withhold_employer(id);
    tracing::warn!(employer_id = %id, admin_id = %me.id(), "employer suspended");
    Ok(axum::Json(SuspendReply {
        success: true,
        message: "Employer suspended; their jobs left search",
    }))
}

/// One moderation action.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    id: i64,
    /// The admin's email.
    admin: String,
    /// `approve`, `reject` or `suspend`.
    action: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    job_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    job_title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    employer_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    employer_name: Option<String>,
    /// Why (the message the employer was sent).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    message: Option<String>,
    at: DateTime<Utc>,
}

/// The audit log.
#[derive(Serialize, ToSchema)]
pub struct AuditReply {
    success: bool,
    entries: Vec<AuditEntry>,
}

/// GET /api/admin/audit-log
#[utoipa::path(get, path = "/api/admin/audit-log", tag = "admin",
    responses(
        (status = 200, description = "The latest 200 moderation actions, newest first", body = AuditReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
    ))]
pub async fn audit_log(
    State(state): State<AppState>,
    Admin(_me): Admin,
) -> ApiResult<axum::Json<AuditReply>> {
    let entries = store::moderation::audit_log(&state.db, 200)
        .await?
        .into_iter()
        .map(|l| AuditEntry {
            id: l.id,
            admin: l.admin_email,
            action: l.action,
            job_id: l.job_id,
            job_title: l.job_title,
            employer_id: l.employer_id,
            employer_name: l.employer_name,
            message: l.message,
            at: l.at,
        })
        .collect();
    Ok(axum::Json(AuditReply {
        success: true,
        entries,
    }))
}
