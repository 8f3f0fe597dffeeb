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
    accounts::{self, password_check_passed, reserve_password_check},
    codes::{self, Check},
    domain::{Email, NewPassword, Role, check_confirm, login_path, parse_code, parse_name},
    error::{ApiError, ApiResult, ErrorCode},
    extract::{ClientIp, Json},
    security,
    session::{self, CurrentUser},
    state::AppState,
    store::{
        self,
        codes::{CodeScope, Purpose},
    },
    views::{ErrorBody, MessageReply, UserReply, UserView},
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
