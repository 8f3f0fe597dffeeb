//! The one error type of the HTTP boundary: `{ success: false, message, code, ...extra }`,
//! answered as the typed [`ErrorBody`].

use axum::{
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

/// An error answered to the client. 5xx causes are logged, never shown.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: ErrorCode,
    pub message: String,
    pub extra: Box<ErrorExtra>,
    pub retry_after: Option<u64>,
    source: Option<anyhow::Error>,
}

/// Every error: `{ success: false, message, code }`, plus the fields some errors carry.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    /// Always false.
    pub success: bool,
    /// What went wrong, for people (the spec's words where it gives them).
    pub message: String,
    /// What went wrong, for programs: stable snake_case.
    pub code: ErrorCode,
    #[serde(flatten)]
    pub extra: ErrorExtra,
}

/// The fields some errors carry beside `success`, `message` and `code`.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorExtra {
    /// Wrong tries left on a code.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub attempts_left: Option<i32>,
    /// Seconds before a new code may be asked for (429).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub cooldown_seconds: Option<u64>,
    /// Seconds before trying again (429).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub retry_after_seconds: Option<u64>,
    /// Where the browser should go (403 of login and migrated reset).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub redirect: Option<String>,
    /// The account waits for its email code (401 of login).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub requires_email_verification: Option<bool>,
    /// A migrated account must reset its password (401 of login).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub requires_password_reset: Option<bool>,
    /// The address concerned (401 of login).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub email: Option<String>,
    /// The account's role, `jobseeker` or `employer` (401 of login, 403 of migrated reset).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub role: Option<&'static str>,
    /// What to remove from a job the scam-risk check refused, one reason per signal (400 of
    /// posting and editing).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reasons: Option<Vec<String>>,
}

/// Which field of a 429 carries the wait.
#[derive(Clone, Copy, Debug)]
pub enum Wait {
    /// `cooldownSeconds`: before a new code may be asked for.
    Cooldown,
    /// `retryAfterSeconds`: before trying again.
    RetryAfter,
}

/// What went wrong, for programs: the `code` of every error body, stable snake_case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    AccountSuspended,
    AlertLimit,
    AlreadyApplied,
    AlreadySaved,
    AlreadyVerified,
    CodeExpired,
    CodeLocked,
    ControlCharacter,
    CrossSiteRequest,
    Duplicate,
    EmailNotVerified,
    EmptyFile,
    FreeMailDomain,
    HeadersTooLarge,
    FileTooLarge,
    InternalError,
    InvalidBody,
    InvalidCode,
    InvalidCredentials,
    InvalidId,
    InvalidMultipart,
    InvalidPath,
    InvalidQuery,
    InvalidToken,
    JobClosed,
    JobRemoved,
    MalformedJson,
    MethodNotAllowed,
    MissingFile,
    NoPendingRegistration,
    NotFound,
    OldPasswordNotVerified,
    PasswordResetRequired,
    PayloadTooLarge,
    PostingRefused,
    ProfileIncomplete,
    RateLimited,
    ResumeRequired,
    RoleMismatch,
    SearchUnavailable,
    StorageQuotaExceeded,
    Unauthenticated,
    UnsupportedFileType,
    UnsupportedMediaType,
    UriTooLong,
    UserExists,
    ValidationFailed,
    WrongRole,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AccountSuspended => "account_suspended",
            Self::AlertLimit => "alert_limit",
            Self::AlreadyApplied => "already_applied",
            Self::AlreadySaved => "already_saved",
            Self::AlreadyVerified => "already_verified",
            Self::CodeExpired => "code_expired",
            Self::CodeLocked => "code_locked",
            Self::ControlCharacter => "control_character",
            Self::CrossSiteRequest => "cross_site_request",
            Self::Duplicate => "duplicate",
            Self::EmailNotVerified => "email_not_verified",
            Self::EmptyFile => "empty_file",
            Self::FreeMailDomain => "free_mail_domain",
            Self::HeadersTooLarge => "headers_too_large",
            Self::FileTooLarge => "file_too_large",
            Self::InternalError => "internal_error",
            Self::InvalidBody => "invalid_body",
            Self::InvalidCode => "invalid_code",
            Self::InvalidCredentials => "invalid_credentials",
            Self::InvalidId => "invalid_id",
            Self::InvalidMultipart => "invalid_multipart",
            Self::InvalidPath => "invalid_path",
            Self::InvalidQuery => "invalid_query",
            Self::InvalidToken => "invalid_token",
            Self::JobClosed => "job_closed",
            Self::JobRemoved => "job_removed",
            Self::MalformedJson => "malformed_json",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::MissingFile => "missing_file",
            Self::NoPendingRegistration => "no_pending_registration",
            Self::NotFound => "not_found",
            Self::OldPasswordNotVerified => "old_password_not_verified",
            Self::PasswordResetRequired => "password_reset_required",
            Self::PayloadTooLarge => "payload_too_large",
            Self::PostingRefused => "posting_refused",
            Self::ProfileIncomplete => "profile_incomplete",
            Self::RateLimited => "rate_limited",
            Self::ResumeRequired => "resume_required",
            Self::RoleMismatch => "role_mismatch",
            Self::SearchUnavailable => "search_unavailable",
            Self::StorageQuotaExceeded => "storage_quota_exceeded",
            Self::Unauthenticated => "unauthenticated",
            Self::UnsupportedFileType => "unsupported_file_type",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::UriTooLong => "uri_too_long",
            Self::UserExists => "user_exists",
            Self::ValidationFailed => "validation_failed",
            Self::WrongRole => "wrong_role",
        }
    }
}

/// Result of a handler or a store call.
pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            extra: Box::default(),
            retry_after: None,
            source: None,
        }
    }

    /// 400 with a field rule's message (the spec's words).
    pub fn validation(message: impl Into<String>) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            ErrorCode::ValidationFailed,
            message,
        )
    }

    pub fn bad_request(code: ErrorCode, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }

    pub fn unauthenticated() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::Unauthenticated,
            "Please log in to continue.",
        )
    }

    pub fn forbidden(code: ErrorCode, message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, code, message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, message)
    }

    /// 429 with `Retry-After` and the wait in the body's `field`, refused by the rate limit
    /// `limit` (counted in `kaamsetu_rate_limited_total`).
    pub fn too_many(
        limit: &'static str,
        message: impl Into<String>,
        retry_after: u64,
        field: Wait,
    ) -> Self {
        crate::telemetry::rate_limited(limit);
        let mut e = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited,
            message,
        )
        .with(|x| match field {
            Wait::Cooldown => x.cooldown_seconds = Some(retry_after),
            Wait::RetryAfter => x.retry_after_seconds = Some(retry_after),
        });
        e.retry_after = Some(retry_after.max(1));
        e
    }

    /// 500; the cause goes to the log with the request's span, the client sees a generic text.
    pub fn internal(source: impl Into<anyhow::Error>) -> Self {
        let mut e = Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::InternalError,
            "Something went wrong on our side. Please try again later.",
        );
        e.source = Some(source.into());
        e
    }

    /// Sets fields of the body beyond the message (e.g. `redirect`, `requiresEmailVerification`).
    pub fn with(mut self, set: impl FnOnce(&mut ErrorExtra)) -> Self {
        set(&mut self.extra);
        self
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        if let Some(db) = e.as_database_error() {
            // Named constraints the handlers did not pre-check (races, bad input that slipped
            // through) become 4xx instead of 500.
            if let Some(c) = db.constraint() {
                if db.is_unique_violation() {
                    let (code, message) = duplicate(c);
                    return Self::bad_request(code, message);
                }
                if db.is_check_violation() || db.is_foreign_key_violation() {
                    return Self::validation(format!("Invalid value ({c})"));
                }
            }
        }
        Self::internal(e)
    }
}

/// What a unique violation means, by constraint: always a 400 (the spec's "User already
/// exists" is one), so a race that slips past a handler's own check answers exactly like the
/// check would have.
fn duplicate(constraint: &str) -> (ErrorCode, &'static str) {
    match constraint {
        "users_email_key" => (ErrorCode::UserExists, "User already exists"),
        "applications_job_applicant_key" => (
            ErrorCode::AlreadyApplied,
            "You have already applied to this job",
        ),
        "saved_jobs_user_job_key" => (ErrorCode::AlreadySaved, "Job already saved"),
        _ => (ErrorCode::Duplicate, "This record already exists"),
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        Self::internal(e)
    }
}

impl From<redis::RedisError> for ApiError {
    fn from(e: redis::RedisError) -> Self {
        Self::internal(e)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let Some(src) = &self.source {
            tracing::error!(error = ?src, "request failed");
        }
        let body = ErrorBody {
            success: false,
            message: self.message,
            code: self.code,
            extra: *self.extra,
        };
        let mut res = (self.status, axum::Json(body)).into_response();
        if let Some(secs) = self.retry_after {
            res.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        res
    }
}
