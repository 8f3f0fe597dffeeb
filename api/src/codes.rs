//! The one-time code rules of docs/design/security.md: issue with cooldown and daily cap, check with a
//! limited number of tries, expiry and single use.

use sqlx::PgConnection;
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    mail::{self, CodeMail},
    security,
    state::AppState,
    store::codes::{self, CodeScope, Purpose},
};

/// Seconds between two codes for the same email and purpose.
pub const COOLDOWN_SECS: i64 = 60;
/// Minutes a code stays valid.
pub const TTL_MINUTES: i32 = 10;
/// Wrong tries that kill a code.
pub const MAX_ATTEMPTS: i32 = 5;
/// Codes per email and purpose in 24 hours before the cooldown grows to `SLOW_COOLDOWN_SECS`.
pub const DAILY_FREE: i64 = 5;
/// The cooldown past `DAILY_FREE` codes a day. It bounds the mail one address can be sent
/// (about a hundred a day) without a daily cap that a stranger could use to lock the owner out
/// of their codes for a day: the owner never waits longer than this.
pub const SLOW_COOLDOWN_SECS: i64 = 900;

/// Seconds between a code and the next, once `today` codes were issued in 24 hours.
pub fn cooldown_after(today: i64) -> i64 {
    if today >= DAILY_FREE {
        SLOW_COOLDOWN_SECS
    } else {
        COOLDOWN_SECS
    }
}

async fn lock(conn: &mut PgConnection, email: &str, purpose: Purpose) -> ApiResult<()> {
    Ok(codes::lock(conn, email, purpose).await?)
}

/// Why no code was issued.
#[derive(Debug)]
pub enum IssueError {
    /// The last code is younger than the cooldown; seconds left.
    Cooldown(u64),
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
                "code:cooldown",
                format!("Please wait {wait} seconds before requesting a new code."),
                wait,
                crate::error::Wait::Cooldown,
            ),
            IssueError::Other(e) => e,
        }
    }
}

/// Issues a new code (killing the previous one of the same sign-up or reset flow, `scope`) and
/// queues its e-mail, when `send`. A verification code without `send` (an address with no
/// sign-up) stores nothing: the same cooldowns are kept in Redis, so unknown emails answer
/// exactly like known ones. A reset code is stored whoever holds the address (for an unknown
/// one, a code nobody knows and no mail), so verify-reset-code and reset-password answer both
/// through the same steps. Verification cooldowns count every code of the address, whichever
/// sign-up it was for; reset cooldowns count the codes the same address asked for
/// (`scope.requester_hash`), so strangers cannot spend the owner's. Returns the seconds before
/// the next code may be asked for.
pub async fn issue(
    conn: &mut PgConnection,
    state: &AppState,
    email: &str,
    purpose: Purpose,
    scope: &CodeScope,
    send: bool,
    language: kaamsetu_search::catalog::Language,
) -> Result<u64, IssueError> {
    if !send && purpose == Purpose::VerifyEmail {
        return issue_to_nobody(state, email, purpose).await;
    }
    lock(conn, email, purpose).await?;
    let (since_last, today) =
        codes::issue_stats(&mut *conn, email, purpose, scope.requester_hash.as_deref()).await?;
    let wait = cooldown_after(today);
    if let Some(since) = since_last
        && since < wait
    {
        return Err(IssueError::Cooldown((wait - since).max(1) as u64));
    }
    let code = security::new_code();
    let hash = security::code_hash(&state.config.code_pepper, email, purpose.as_str(), &code);
    codes::replace(&mut *conn, email, purpose, scope, &hash, TTL_MINUTES).await?;
    let kind = match purpose {
        Purpose::VerifyEmail => CodeMail::VerifyEmail,
        Purpose::ResetPassword => CodeMail::ResetPassword,
    };
    if send {
        mail::enqueue(&mut *conn, &mail::code_mail(email, &code, kind, language))
            .await
            .map_err(ApiError::internal)?;
    }
    Ok(cooldown_after(today + 1) as u64)
}

/// The bookkeeping of `issue` for an address nobody holds, in Redis counters that expire by
/// themselves (with Redis down there is no cooldown, and nothing is sent or stored anyway).
async fn issue_to_nobody(
    state: &AppState,
    email: &str,
    purpose: Purpose,
) -> Result<u64, IssueError> {
    let day = format!("codes:day:{}:{email}", purpose.as_str());
    let last = format!("codes:last:{}:{email}", purpose.as_str());
    let (recent, ttl) = state.redis.count(&last).await;
    if recent > 0 && ttl > 0 {
        return Err(IssueError::Cooldown(ttl));
    }
    let (today, _) = state
        .redis
        .hit(&day, std::time::Duration::from_secs(24 * 3600))
        .await;
    let wait = cooldown_after(today as i64) as u64;
    state
        .redis
        .hit(&last, std::time::Duration::from_secs(wait))
        .await;
    Ok(wait)
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

/// Checks a typed code against every live code of the email and purpose that belongs to the
/// asking browser's reset `flow` (verification codes have none: an address waiting for
/// verification may hold one per sign-up). A wrong try counts against each of them; codes of
/// other flows are neither tried nor spent.
pub async fn check(
    conn: &mut PgConnection,
    state: &AppState,
    email: &str,
    purpose: Purpose,
    flow: Option<&[u8]>,
    code: &str,
    invalid_message: &str,
) -> ApiResult<Check> {
    lock(conn, email, purpose).await?;
    let mut rows = codes::recent_for_update(&mut *conn, email, purpose).await?;
    rows.retain(|r| r.flow_hash.as_deref() == flow);
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
            .with(|x| x.attempts_left = Some(MAX_ATTEMPTS - attempts))
    };
    Ok(Check::Invalid(err))
}

/// Whether two code hashes are equal, in time that does not depend on where they differ.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
