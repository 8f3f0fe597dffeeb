//! What the API answers with: every reply body is a typed struct here or beside its handler,
//! each with an OpenAPI schema, so `/api/openapi.json` describes exactly what is sent and the
//! web's types are generated from it. Catalogue values (categories, states, job types, ...) are
//! the catalogue's enums (`kaamsetu_search::catalog`), the ones the server validates with.

use serde::Serialize;
use utoipa::ToSchema;

pub mod job;
pub mod user;

pub use job::{JobCompany, JobModeration, JobView, JobViewOf, SalaryRange, inr, salary_text};
pub use kaamsetu_search::catalog::{
    ApplicationStatus, Category, Gender, IndianState, JobType, ProfileStatus, Review, Role,
    SalaryFrequency, WorkMode, YesNo,
};
pub use user::UserView;

/// Whether a job takes applications; `Removed` when its employer deleted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub enum JobStatus {
    Active,
    Closed,
    Removed,
}

/// The viewer's application status, or the text `null` when they have not applied (spec §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub enum ViewerApplicationStatus {
    Applied,
    #[serde(rename = "In Review")]
    InReview,
    Accepted,
    Rejected,
    #[serde(rename = "null")]
    NotApplied,
}

impl From<Option<ApplicationStatus>> for ViewerApplicationStatus {
    fn from(s: Option<ApplicationStatus>) -> Self {
        match s {
            None => Self::NotApplied,
            Some(ApplicationStatus::Applied) => Self::Applied,
            Some(ApplicationStatus::InReview) => Self::InReview,
            Some(ApplicationStatus::Accepted) => Self::Accepted,
            Some(ApplicationStatus::Rejected) => Self::Rejected,
        }
    }
}

/// The answers any route can give besides its own (in the error shape): a request line or
/// headers too long for the server's limits, and a failure on the server's side.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub enum EdgeErrors {
    /// The request line is longer than 8 KB (`uri_too_long`).
    #[response(status = 414)]
    UriTooLong(ErrorBody),
    /// The request headers are larger than 32 KB (`headers_too_large`).
    #[response(status = 431)]
    HeadersTooLarge(ErrorBody),
    /// Something failed on the server's side (`internal_error`); the cause is logged with the
    /// request id, never shown.
    #[response(status = 500)]
    Internal(ErrorBody),
}

/// A file's bytes (a PDF, an image, a document).
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct FileBytes(Vec<u8>);

pub use crate::error::{ErrorBody, ErrorExtra};

/// `{ success, message }`.
#[derive(Serialize, ToSchema)]
pub struct MessageReply {
    pub success: bool,
    pub message: &'static str,
}

impl MessageReply {
    pub fn new(message: &'static str) -> Self {
        Self {
            success: true,
            message,
        }
    }
}

/// A reply naming the signed-in user: sign-in, account creation, profile saved.
#[derive(Serialize, ToSchema)]
pub struct UserReply {
    pub success: bool,
    pub message: &'static str,
    pub user: UserView,
}

impl UserReply {
    pub fn new(message: &'static str, user: UserView) -> Self {
        Self {
            success: true,
            message,
            user,
        }
    }
}
