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
    #[serde(flatten)]
    pub profile: ProfileFields,
    pub created_at: DateTime<Utc>,
}
