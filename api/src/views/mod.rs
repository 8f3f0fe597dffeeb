//! What the API answers with: every reply body is a typed struct here or beside its handler,
//! each with an OpenAPI schema, so `/api/openapi.json` describes exactly what is sent and the
//! web's types are generated from it. Catalogue values (categories, states, job types, ...) are
//! listed in the schemas from the one catalogue the server validates with.

use std::borrow::Cow;

use serde::Serialize;
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{ObjectBuilder, RefOr, Schema, Type},
};

use crate::store::users::UserView;

pub mod job;

pub use job::{JobCompany, JobView, SalaryRange, inr, job_views, salary_text};

/// A string schema whose values are one list of the catalogue.
fn string_enum(values: &[&str], description: &str) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(values.iter().copied()))
        .description(Some(description))
        .into()
}

/// Declares a schema-only type listing a catalogue's values (used as
/// `#[schema(value_type = ...)]` on the `String` fields that hold them).
macro_rules! catalogue_schema {
    ($(#[doc = $doc:literal])* $name:ident = $values:expr) => {
        $(#[doc = $doc])*
        pub struct $name;

        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                string_enum(&$values, concat!($($doc),*).trim())
            }
        }

        impl ToSchema for $name {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(stringify!($name))
            }
        }
    };
}

use kaamsetu_search::catalog;

catalogue_schema!(
    /// One of the 43 job categories.
    Category = catalog::CATEGORIES
);
catalogue_schema!(
    /// One of the 36 states and union territories.
    IndianState = catalog::STATES
);
catalogue_schema!(
    /// A job type.
    JobType = catalog::JOB_TYPES
);
catalogue_schema!(
    /// A work mode.
    WorkMode = catalog::WORK_MODES
);
catalogue_schema!(
    /// Who a job is for; `Both` means anyone.
    Gender = catalog::GENDERS
);
catalogue_schema!(
    /// How a salary is counted.
    SalaryFrequency = catalog::SALARY_FREQUENCIES
);
catalogue_schema!(
    /// An application's status.
    ApplicationStatus = catalog::APPLICATION_STATUSES
);
catalogue_schema!(
    /// A job seeker's status.
    ProfileStatus = catalog::PROFILE_STATUSES
);
catalogue_schema!(
    /// The viewer's application status, or the text `null` when the viewer has not applied
    /// (spec §3).
    ViewerApplicationStatus = ["Applied", "In Review", "Accepted", "Rejected", "null"]
);
catalogue_schema!(
    /// `Yes` or `No`.
    YesNo = ["Yes", "No"]
);
catalogue_schema!(
    /// Whether a job takes applications.
    JobStatus = ["Active", "Closed"]
);

/// Every error: `{ success: false, message, code }`, plus the fields some errors carry.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    /// Always false.
    pub success: bool,
    /// What went wrong, for people (the spec's words where it gives them).
    pub message: String,
    /// What went wrong, for programs: stable snake_case.
    pub code: crate::error::ErrorCode,
    /// Wrong tries left on a code.
    #[schema(nullable = false)]
    pub attempts_left: Option<i32>,
    /// Seconds before a new code may be asked for (429).
    #[schema(nullable = false)]
    pub cooldown_seconds: Option<u64>,
    /// Seconds before trying again (429).
    #[schema(nullable = false)]
    pub retry_after_seconds: Option<u64>,
    /// Where the browser should go (403 of login and migrated reset).
    #[schema(nullable = false)]
    pub redirect: Option<String>,
    /// The account waits for its email code (401 of login).
    #[schema(nullable = false)]
    pub requires_email_verification: Option<bool>,
    /// A migrated account must reset its password (401 of login).
    #[schema(nullable = false)]
    pub requires_password_reset: Option<bool>,
    /// The address concerned (401 of login).
    #[schema(nullable = false)]
    pub email: Option<String>,
    /// The account's role (401 of login, 403 of migrated reset).
    #[schema(nullable = false)]
    pub role: Option<crate::domain::Role>,
}

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
