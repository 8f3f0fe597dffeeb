//! The signed-in user as replies show it.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::Role;
use crate::profile::ProfileFields;

/// The signed-in user as the client sees it (spec §3 "User" and "User profile").
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub email: String,
    pub role: Role,
    pub is_email_verified: bool,
    /// An employer's verified company domain (`company.verified` on its jobs); absent until
    /// verified.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub verified_domain: Option<String>,
    /// An employer an admin suspended: it cannot post or edit jobs.
    pub is_suspended: bool,
    /// Why the employer was suspended (the admin's message); absent unless suspended.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub suspension_message: Option<String>,
    /// The interface language the account chose (`en` or `hi`); the web app applies it at
    /// sign-in.
    pub language: kaamsetu_search::catalog::Language,
    #[serde(flatten)]
    pub profile: ProfileFields,
    pub created_at: DateTime<Utc>,
}
