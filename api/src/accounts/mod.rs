//! The account flows behind the auth routes: signing in (with its throttle), signing up and
//! verifying the email code. Handlers parse the request, call one flow, and shape the reply.

pub mod admin;
pub mod login;
pub mod signup;

use std::time::Duration;

use axum::http::StatusCode;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    state::AppState,
    store::users::UserRow,
};

/// Who is asking: their address and browser, as sessions record them.
pub struct Client {
    pub ip: String,
    pub user_agent: Option<String>,
    /// The browser's interface language (`session::request_language`): a sign-up's code mail
    /// is written in it, and the account it creates keeps it.
    pub language: kaamsetu_search::catalog::Language,
}

/// A session just started for `user`: `token` goes into the cookie.
pub struct SignedIn {
    pub user: UserRow,
    pub token: String,
}

/// Failed logins allowed per account from one address in the window.
const LOGIN_MAX_PER_ACCOUNT_IP: u64 = 5;
/// Failed logins allowed from one address across accounts in the window.
const LOGIN_MAX_PER_IP: u64 = 30;
const LOGIN_WINDOW: Duration = Duration::from_secs(15 * 60);

/// Throttle keys of a password check: per account and address, and per address.
pub(crate) fn login_keys(email: &str, ip: &str) -> [(&'static str, String, u64); 2] {
    [
        (
            "login:account-ip",
            format!("login:acct-ip:{email}:{ip}"),
            LOGIN_MAX_PER_ACCOUNT_IP,
        ),
        ("login:ip", format!("login:ip:{ip}"), LOGIN_MAX_PER_IP),
    ]
}

/// Reserves one password check on both counters before the password is looked at, and
/// refuses it when either is over its limit: the counters are incremented atomically first,
/// so parallel requests cannot all read "under the limit" and all be checked (40 parallel
/// wrong logins on one account were all checked when the failure was counted afterwards). A
/// check that does not fail gives its reservation back with `password_check_passed`. A
/// stranger elsewhere cannot lock a real user out: no counter spans addresses.
pub(crate) async fn reserve_password_check(
    state: &AppState,
    email: &str,
    ip: &str,
) -> ApiResult<()> {
    for (limit, key, max) in login_keys(email, ip) {
        let (n, ttl) = state.redis.hit(&key, LOGIN_WINDOW).await;
        if n > max {
            tracing::warn!(%email, %ip, "login throttled");
            let minutes = ttl.div_ceil(60).max(1);
            return Err(ApiError::too_many(
                limit,
                format!("Too many failed login attempts. Please try again in {minutes} minutes."),
                ttl.max(1),
                crate::error::Wait::RetryAfter,
            ));
        }
    }
    Ok(())
}

/// The reserved check was not a failure (the password was right): it no longer counts.
pub(crate) async fn password_check_passed(state: &AppState, email: &str, ip: &str) {
    for (_, key, _) in login_keys(email, ip) {
        state.redis.unhit(&key).await;
    }
}

pub(crate) fn invalid_credentials() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        ErrorCode::InvalidCredentials,
        "Invalid credentials. Please check your email and password.",
    )
}
