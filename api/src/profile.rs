//! A user's profile: the fields the `users` row, the signed-in user's reply and a profile edit
//! share, kept in one struct (flattened into each, so the columns and the JSON keys stay
//! the same). Both roles' fields are here; each role fills in its own.

use kaamsetu_search::catalog::ProfileStatus;
use serde::Serialize;
use sqlx::prelude::FromRow;
use utoipa::ToSchema;

/// The profile fields of an account (spec §3 "User profile").
#[derive(Clone, Debug, PartialEq, FromRow, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileFields {
    pub name: String,
    pub avatar: Option<String>,
    pub phone: Option<String>,
    pub location: Option<String>,
    pub resume: Option<String>,
    pub skills: Vec<String>,
    /// Languages the job seeker speaks.
    pub languages: Vec<String>,
    pub status: ProfileStatus,
    pub years_of_experience: Option<i32>,
    pub education_qualification: Option<String>,
    pub company: Option<String>,
    pub company_name: Option<String>,
    pub company_desc: Option<String>,
    pub company_logo: Option<String>,
    pub company_location: Option<String>,
    pub industry: Option<String>,
}
