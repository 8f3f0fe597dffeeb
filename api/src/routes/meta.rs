//! The catalogue the web builds its lists from: the server's own values, so no screen retypes
//! a category, a state or a status.

use axum::Json;
use kaamsetu_search::catalog;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    uploads::{FileType, MAX_FILE_BYTES},
    views::{
        ApplicationStatus, Category, Gender, IndianState, JobType, ProfileStatus, SalaryFrequency,
        WorkMode,
    },
};

/// Every list of values the product offers, in the order to show them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetaReply {
    success: bool,
    /// The 43 job categories.
    #[schema(value_type = Vec<Category>)]
    categories: &'static [&'static str],
    #[schema(value_type = Vec<JobType>)]
    job_types: &'static [&'static str],
    #[schema(value_type = Vec<WorkMode>)]
    work_modes: &'static [&'static str],
    /// Who a job is for; `Both` (anyone) last.
    #[schema(value_type = Vec<Gender>)]
    genders: &'static [&'static str],
    /// The 36 states and union territories.
    #[schema(value_type = Vec<IndianState>)]
    states: &'static [&'static str],
    #[schema(value_type = Vec<SalaryFrequency>)]
    salary_frequencies: &'static [&'static str],
    /// An application's statuses, in the order of its life.
    #[schema(value_type = Vec<ApplicationStatus>)]
    application_statuses: &'static [&'static str],
    /// A job seeker's statuses.
    #[schema(value_type = Vec<ProfileStatus>)]
    profile_statuses: &'static [&'static str],
    uploads: UploadRules,
}

/// What an upload may be.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadRules {
    /// Largest file in bytes (5 MB).
    max_bytes: usize,
    /// Accepted image types (avatars, logos).
    image_types: Vec<&'static str>,
    /// Accepted document types (résumés).
    document_types: Vec<&'static str>,
}

/// GET /api/meta: the catalogue values and upload rules.
#[utoipa::path(get, path = "/api/meta", tag = "meta",
    responses((status = 200, description = "The catalogue", body = MetaReply), crate::views::EdgeErrors))]
pub async fn meta() -> Json<MetaReply> {
    let types = |image: bool| {
        FileType::ALL
            .iter()
            .filter(|t| t.is_image() == image)
            .map(|t| t.mime())
            .collect()
    };
    Json(MetaReply {
        success: true,
        categories: &catalog::CATEGORIES,
        job_types: &catalog::JOB_TYPES,
        work_modes: &catalog::WORK_MODES,
        genders: &catalog::GENDERS,
        states: &catalog::STATES,
        salary_frequencies: &catalog::SALARY_FREQUENCIES,
        application_statuses: &catalog::APPLICATION_STATUSES,
        profile_statuses: &catalog::PROFILE_STATUSES,
        uploads: UploadRules {
            max_bytes: MAX_FILE_BYTES,
            image_types: types(true),
            document_types: types(false),
        },
    })
}
