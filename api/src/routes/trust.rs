//! Trust and safety for everyone (issue 29): reporting a job, and an employer verifying its
//! company's domain. The admins' side is `routes/admin.rs`.

use std::time::Duration;

use axum::{extract::State, http::StatusCode};
use kaamsetu_search::catalog::{Language, REPORT_REASONS, ReportReason, Review};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    domain::{Email, refuse_hidden},
    error::{ApiError, ApiResult, ErrorCode, Wait},
    extract::{ClientIp, Json, Path},
    mail::{self, MailJob},
    routes::jobs::job_id,
    security,
    session::{CurrentUser, Employer},
    state::AppState,
    store::{self, outbox::SearchTx},
    views::ErrorBody,
};

/// Distinct people whose reports hide a job from search until an admin decides.
pub const HIDE_AT_REPORTS: i64 = 3;

/// A report of a job.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportBody {
    /// `fee_asked`, `fake_company`, `wrong_details`, `offensive` or `other` (read here, so
    /// another word gets a message naming them).
    #[serde(default)]
    #[schema(value_type = ReportReason)]
    reason: String,
    /// What happened, up to 1,000 characters.
    details: Option<String>,
}

/// A report received.
#[derive(Serialize, ToSchema)]
pub struct ReportReply {
    success: bool,
    message: &'static str,
    /// False when this person had already reported the job (a person counts once).
    counted: bool,
}

const THANKS: &str = "Thank you for telling us. Our team will review this job.";

/// POST /api/jobs/{id}/report
#[utoipa::path(post, path = "/api/jobs/{id}/report", tag = "trust", request_body = ReportBody,
    params(("id" = uuid::Uuid, Path, description = "Job id")),
    responses(
        (status = 201, description = "Reported", body = ReportReply),
        (status = 200, description = "This person had already reported the job: counted once", body = ReportReply),
        (status = 400, description = "An unknown reason, details too long, a malformed id, or one's own job", body = ErrorBody),
        (status = 404, description = "No such job (or not public)", body = ErrorBody),
        (status = 429, description = "Too many reports from this address (`KAAMSETU_REPORTS_PER_IP_PER_HOUR`)", body = ErrorBody),
    ))]
pub async fn report_job(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    viewer: Option<CurrentUser>,
    Path(id): Path<String>,
    Json(body): Json<ReportBody>,
) -> ApiResult<(StatusCode, axum::Json<ReportReply>)> {
    let id = job_id(&id)?;
    let reason = ReportReason::parse(body.reason.trim()).ok_or_else(|| {
        ApiError::validation(format!(
            "reason must be one of {}",
            REPORT_REASONS.join(", ")
        ))
    })?;
    let details = body
        .details
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty());
    if let Some(d) = details {
        if d.chars().count() > 1000 {
            return Err(ApiError::validation(
                "details must be at most 1000 characters",
            ));
        }
        refuse_hidden(d, "details")?;
    }
    if let Err(wait) = state
        .redis
        .limit(
            &format!("reports:ip:{ip}"),
            state.config.reports_per_ip_per_hour,
            Duration::from_secs(3600),
        )
        .await
    {
        tracing::warn!(%ip, "job reports throttled");
        return Err(ApiError::too_many(
            "reports:ip",
            "Too many reports sent from here. Please try again later.",
            wait,
            Wait::RetryAfter,
        ));
    }
    let reporter = match &viewer {
        Some(u) => format!("user:{}", u.id()),
        None => format!("ip:{ip}"),
    };
    let mut tx = SearchTx::begin(&state).await?;
    let (employer, review) = store::moderation::reportable(&mut tx, id)
        .await?
        .filter(|(_, r)| matches!(r, Review::Live | Review::Hidden))
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    if viewer.as_ref().is_some_and(|v| v.id() == employer) {
        return Err(ApiError::validation("You cannot report your own job"));
    }
    let counted = store::moderation::add_report(
        &mut tx,
        id,
        &reporter,
        viewer.as_ref().map(|v| v.id()),
        reason,
        details,
    )
    .await?;
    let mut hidden = false;
    if counted
        && review == Review::Live
        && store::moderation::open_reports(&mut tx, id).await? >= HIDE_AT_REPORTS
    {
        hidden = store::moderation::hide(&mut tx, id).await?;
    }
    tx.commit().await?;
    if hidden {
        state.trust.withhold_jobs(&[id]);
        tracing::warn!(job_id = %id, "job hidden after reports; waits for an admin");
    }
    tracing::info!(job_id = %id, reason = reason.as_str(), counted, "job reported");
    Ok((
        if counted {
            StatusCode::CREATED
        } else {
            StatusCode::OK
        },
        axum::Json(ReportReply {
            success: true,
            message: THANKS,
            counted,
        }),
    ))
}

/// An address at the company's own domain.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyDomainBody {
    #[serde(default)]
    email: String,
}

/// A code was mailed.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifyDomainReply {
    success: bool,
    message: String,
    email: String,
    /// Seconds before another code may be asked for.
    cooldown_seconds: u64,
}

const CODE_PURPOSE: &str = "verify-domain";

/// POST /api/employer/verify-domain
#[utoipa::path(post, path = "/api/employer/verify-domain", tag = "trust", request_body = VerifyDomainBody,
    responses(
        (status = 200, description = "A code was mailed to the address", body = VerifyDomainReply),
        (status = 400, description = "A malformed address, or a free-mail domain (`free_mail_domain`)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
        (status = 429, description = "A code was sent less than a minute ago (`cooldownSeconds`)", body = ErrorBody),
    ))]
pub async fn verify_domain(
    State(state): State<AppState>,
    Employer(me): Employer,
    Json(body): Json<VerifyDomainBody>,
) -> ApiResult<axum::Json<VerifyDomainReply>> {
    let email = Email::parse(&body.email)?;
    let email = email.as_str();
    if state.trust.rules.is_free_mail(email) {
        let domain = email.rsplit_once('@').map_or("", |(_, d)| d);
        return Err(ApiError::bad_request(
            ErrorCode::FreeMailDomain,
            format!(
                "{domain} is a free e-mail service. Please use an address at your company's own domain (like hr@yourcompany.in)."
            ),
        ));
    }
    let code = security::new_code();
    let hash = security::code_hash(&state.config.code_pepper, email, CODE_PURPOSE, &code);
    let mut tx = state.db.begin().await?;
    let since = store::moderation::start_verification(&mut tx, me.id(), email, &hash).await?;
    let cooldown = crate::codes::COOLDOWN_SECS as u64;
    if let Some(s) = since.filter(|s| *s < cooldown as f64) {
        let wait = (cooldown as f64 - s).ceil().max(1.0) as u64;
        return Err(ApiError::too_many(
            "domain-code:cooldown",
            format!(
                "A code was sent a moment ago. Please wait {wait} seconds before asking again."
            ),
            wait,
            Wait::Cooldown,
        ));
    }
    let company = store::moderation::employer_face(&mut *tx, me.id())
        .await?
        .company;
    let language = store::users::language_of(&mut *tx, me.id()).await?;
    mail::enqueue(&mut tx, &domain_code_mail(email, &company, &code, language))
        .await
        .map_err(ApiError::internal)?;
    tx.commit().await?;
    Ok(axum::Json(VerifyDomainReply {
        success: true,
        message: format!("We sent a 6-digit code to {email}. Enter it to verify your company."),
        email: email.to_string(),
        cooldown_seconds: cooldown,
    }))
}

/// The code from the mail.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyDomainConfirmBody {
    #[serde(default)]
    code: String,
}

/// The company is verified.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifyDomainConfirmReply {
    success: bool,
    message: &'static str,
    verified_domain: String,
}

/// The mail with a company's domain code, in the employer's interface language.
fn domain_code_mail(to: &str, company: &str, code: &str, language: Language) -> MailJob {
    let minutes = crate::codes::TTL_MINUTES;
    let (subject, body) = match language {
        Language::En => (
            "Verify your company on KaamSetu",
            format!(
                "Namaste,\r\n\r\nUse this code to verify that {company} owns this address's domain on KaamSetu:\r\n\r\n    {code}\r\n\r\n\
                 The code expires in {minutes} minutes.\r\n\
                 If you did not ask for it, you can ignore this message.\r\n\r\n\
                 - Team KaamSetu\r\n"
            ),
        ),
        Language::Hi => (
            "KaamSetu पर अपनी कंपनी सत्यापित करें",
            format!(
                "नमस्ते,\r\n\r\nयह साबित करने के लिए कि इस पते का डोमेन {company} का है, KaamSetu पर यह कोड डालें:\r\n\r\n    {code}\r\n\r\n\
                 यह कोड {minutes} मिनट तक ही चलेगा।\r\n\
                 अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।\r\n\r\n\
                 - टीम KaamSetu\r\n"
            ),
        ),
    };
    MailJob {
        to: to.to_string(),
        subject: subject.to_string(),
        body,
        ..MailJob::default()
    }
}

/// POST /api/employer/verify-domain/confirm
#[utoipa::path(post, path = "/api/employer/verify-domain/confirm", tag = "trust", request_body = VerifyDomainConfirmBody,
    responses(
        (status = 200, description = "Verified: `company.verified` on every job of the employer", body = VerifyDomainConfirmReply),
        (status = 400, description = "A wrong (`attemptsLeft`), expired or used-up code, or none asked for", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
    ))]
pub async fn verify_domain_confirm(
    State(state): State<AppState>,
    Employer(me): Employer,
    Json(body): Json<VerifyDomainConfirmBody>,
) -> ApiResult<axum::Json<VerifyDomainConfirmReply>> {
    let code = body.code.trim();
    if code.len() != 6 || !code.chars().all(|c| c.is_ascii_digit()) {
        return Err(ApiError::validation("Please enter the 6-digit code"));
    }
    let mut tx = SearchTx::begin(&state).await?;
    let Some((email, hash, attempts, expired)) =
        store::moderation::pending_verification(&mut tx, me.id()).await?
    else {
        return Err(ApiError::bad_request(
            ErrorCode::InvalidCode,
            "Please ask for a code first",
        ));
    };
    let max = crate::codes::MAX_ATTEMPTS;
    if expired || attempts >= max {
        return Err(ApiError::bad_request(
            ErrorCode::CodeExpired,
            "This code has expired or had too many wrong tries. Please ask for a new code.",
        ));
    }
    let typed = security::code_hash(&state.config.code_pepper, &email, CODE_PURPOSE, code);
    if !crate::codes::constant_time_eq(&typed, &hash) {
        let used = store::moderation::count_wrong_code(&mut tx, me.id()).await?;
        tx.commit().await?;
        let left = (max - used).max(0);
        return Err(
            ApiError::bad_request(ErrorCode::InvalidCode, "Invalid verification code")
                .with(|x| x.attempts_left = Some(left)),
        );
    }
    let domain = email.rsplit_once('@').map_or("", |(_, d)| d).to_string();
    store::moderation::verify(&mut tx, me.id(), &domain).await?;
    tx.commit().await?;
    tracing::info!(employer_id = %me.id(), %domain, "company domain verified");
    Ok(axum::Json(VerifyDomainConfirmReply {
        success: true,
        message: "Your company is verified",
        verified_domain: domain,
    }))
}
