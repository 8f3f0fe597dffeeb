//! Spec §7 "Authentication", one file per flow: sign-up with email codes (`signup`), login,
//! logout and the current user (`login`), password resets (`reset`). What the flows share
//! is here: replies, cookies, and the login throttle (also used by the migrated reset).

mod login;
mod reset;
mod signup;

pub use login::*;
pub use reset::*;
pub use signup::*;

use std::time::Duration;

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    codes::{self, Check, IssueError},
    domain::{Email, NewPassword, Role, check_confirm, parse_code, parse_name},
    error::{ApiError, ApiResult, ErrorCode},
    extract::{ClientIp, Json},
    security,
    session::{self, CurrentUser},
    state::AppState,
    store::{self, codes::Purpose, pending::NewPending, users::UserView},
    views::{ErrorBody, MessageReply, UserReply},
};

/// A code was sent (or, for an unknown address, the same answer without a mail).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeSentReply {
    success: bool,
    message: &'static str,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
    /// Seconds before another code can be sent.
    cooldown_seconds: u64,
}

/// Failed logins allowed per account from one address in the window.
const LOGIN_MAX_PER_ACCOUNT_IP: u64 = 5;
/// Failed logins allowed from one address across accounts in the window.
const LOGIN_MAX_PER_IP: u64 = 30;
const LOGIN_WINDOW: Duration = Duration::from_secs(15 * 60);
pub(super) fn ok<T: Serialize>(status: StatusCode, body: T) -> Response {
    (status, axum::Json(body)).into_response()
}

pub(super) fn with_cookie(mut res: Response, cookie: header::HeaderValue) -> Response {
    res.headers_mut().append(header::SET_COOKIE, cookie);
    res
}

pub(super) fn user_agent(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
}

pub(super) fn invalid_credentials() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        ErrorCode::InvalidCredentials,
        "Invalid credentials. Please check your email and password.",
    )
}

/// Throttle keys of a password check: per account and address, and per address.
pub(super) fn login_keys(email: &str, ip: &str) -> [(String, u64); 2] {
    [
        (
            format!("login:acct-ip:{email}:{ip}"),
            LOGIN_MAX_PER_ACCOUNT_IP,
        ),
        (format!("login:ip:{ip}"), LOGIN_MAX_PER_IP),
    ]
}

/// Reserves one password check on both counters before the password is looked at, and
/// refuses it when either is over its limit: the counters are incremented atomically first,
/// so parallel requests cannot all read "under the limit" and all be checked (40 parallel
/// wrong logins on one account were all checked when the failure was counted afterwards). A
/// check that does not fail gives its reservation back with `password_check_passed`. A
/// stranger elsewhere cannot lock a real user out: no counter spans addresses.
pub(super) async fn reserve_password_check(
    state: &AppState,
    email: &str,
    ip: &str,
) -> ApiResult<()> {
    for (key, max) in login_keys(email, ip) {
        let (n, ttl) = state.redis.hit(&key, LOGIN_WINDOW).await;
        if n > max {
            tracing::warn!(%email, %ip, "login throttled");
            let minutes = ttl.div_ceil(60).max(1);
            return Err(ApiError::too_many(
                format!("Too many failed login attempts. Please try again in {minutes} minutes."),
                ttl.max(1),
                "retryAfterSeconds",
            ));
        }
    }
    Ok(())
}

/// The reserved check was not a failure (the password was right): it no longer counts.
pub(super) async fn password_check_passed(state: &AppState, email: &str, ip: &str) {
    for (key, _) in login_keys(email, ip) {
        state.redis.unhit(&key).await;
    }
}
