//! The one-time code rules of security.md: issue with cooldown and daily cap, check with a
//! limited number of tries, expiry and single use.

use sqlx::PgConnection;
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    mail::{self, CodeMail},
    security,
    state::AppState,
    store::codes::{self, Purpose},
};

/// Seconds between two codes for the same email and purpose.
pub const COOLDOWN_SECS: i64 = 60;
/// Minutes a code stays valid.
pub const TTL_MINUTES: i32 = 10;
/// Wrong tries that kill a code.
pub const MAX_ATTEMPTS: i32 = 5;
/// Codes per email and purpose in 24 hours.
pub const DAILY_CAP: i64 = 10;

/// Serialises code work on one email and purpose for the rest of the transaction.
async fn lock(conn: &mut PgConnection, email: &str, purpose: Purpose) -> ApiResult<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind(format!("{}:{email}", purpose.as_str()))
        .execute(conn)
        .await?;
    Ok(())
}

/// Why no code was issued.
#[derive(Debug)]
pub enum IssueError {
    /// The last code is younger than the cooldown; seconds left.
    Cooldown(u64),
    /// The daily cap is reached.
    DailyCap,
    Other(ApiError),
}

impl From<ApiError> for IssueError {
    fn from(e: ApiError) -> Self {
        IssueError::Other(e)
    }
}

impl From<sqlx::Error> for IssueError {
    fn from(e: sqlx::Error) -> Self {
        IssueError::Other(e.into())
    }
}

impl From<IssueError> for ApiError {
    fn from(e: IssueError) -> Self {
        match e {
            IssueError::Cooldown(wait) => ApiError::too_many(
                format!("Please wait {wait} seconds before requesting a new code."),
                wait,
                "cooldownSeconds",
            ),
            IssueError::DailyCap => ApiError::too_many(
                "Too many codes were requested for this email today. Please try again later.",
                3600,
                "cooldownSeconds",
            ),
            IssueError::Other(e) => e,
        }
    }
}

/// Issues a new code (killing the previous one of the same sign-up, `pending_id`) and queues
/// its e-mail when `send`; without `send` the same bookkeeping happens, so unknown emails
/// answer exactly like known ones. The cooldown and the daily cap count every code of the
/// address, whichever sign-up it was for.
pub async fn issue(
    conn: &mut PgConnection,
    state: &AppState,
    email: &str,
    purpose: Purpose,
    pending_id: Option<Uuid>,
    send: bool,
) -> Result<(), IssueError> {
    lock(conn, email, purpose).await?;
    let (since_last, today) = codes::issue_stats(&mut *conn, email, purpose).await?;
    if let Some(since) = since_last
        && since < COOLDOWN_SECS
    {
        return Err(IssueError::Cooldown((COOLDOWN_SECS - since).max(1) as u64));
    }
    if today >= DAILY_CAP {
        return Err(IssueError::DailyCap);
    }
    let code = security::new_code();
    let hash = security::code_hash(&state.config.code_pepper, email, purpose.as_str(), &code);
    codes::replace(&mut *conn, email, purpose, pending_id, &hash, TTL_MINUTES).await?;
    if send {
        let kind = match purpose {
            Purpose::VerifyEmail => CodeMail::VerifyEmail,
            Purpose::ResetPassword => CodeMail::ResetPassword,
        };
        mail::enqueue(&mut *conn, &mail::code_mail(email, &code, kind))
            .await
            .map_err(ApiError::internal)?;
    }
    Ok(())
}

/// Outcome of checking a code.
pub enum Check {
    /// Right code: its id lets the caller consume it; `pending_id` is the sign-up it was
    /// mailed for.
    Valid { id: Uuid, pending_id: Option<Uuid> },
    /// Wrong, expired, used or killed. The error is the reply; any counted try must be
    /// committed by the caller before answering.
    Invalid(ApiError),
}

/// Checks a typed code against every live code of the email and purpose (an address waiting
/// for verification may hold one per sign-up). A wrong try counts against each of them.
pub async fn check(
    conn: &mut PgConnection,
    state: &AppState,
    email: &str,
    purpose: Purpose,
    code: &str,
    invalid_message: &str,
) -> ApiResult<Check> {
    lock(conn, email, purpose).await?;
    let rows = codes::recent_for_update(&mut *conn, email, purpose).await?;
    let now = chrono::Utc::now();
    let live: Vec<&codes::CodeRow> = rows
        .iter()
        .filter(|r| r.consumed_at.is_none() && r.expires_at > now)
        .collect();
    if live.is_empty() {
        return Ok(Check::Invalid(if rows.is_empty() {
            ApiError::bad_request(ErrorCode::InvalidCode, invalid_message)
        } else {
            ApiError::bad_request(
                ErrorCode::CodeExpired,
                "This verification code has expired or was already used. Please request a new code.",
            )
        }));
    }
    let typed = security::code_hash(&state.config.code_pepper, email, purpose.as_str(), code);
    if let Some(row) = live.iter().find(|r| constant_time_eq(&typed, &r.code_hash)) {
        return Ok(Check::Valid {
            id: row.id,
            pending_id: row.pending_id,
        });
    }
    let mut attempts = 0;
    for row in &live {
        attempts = attempts.max(codes::record_failure(&mut *conn, row.id, MAX_ATTEMPTS).await?);
    }
    let err = if attempts >= MAX_ATTEMPTS {
        ApiError::bad_request(
            ErrorCode::CodeLocked,
            "Too many wrong attempts. Please request a new code.",
        )
    } else {
        ApiError::bad_request(ErrorCode::InvalidCode, invalid_message)
            .with("attemptsLeft", MAX_ATTEMPTS - attempts)
    };
    Ok(Check::Invalid(err))
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
