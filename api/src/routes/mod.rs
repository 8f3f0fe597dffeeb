//! Every route, registered together with its OpenAPI description.

use axum::extract::DefaultBodyLimit;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub mod analytics;
pub mod applications;
pub mod auth;
pub mod health;
pub mod jobs;
pub mod meta;
pub mod places;
pub mod saved_jobs;
pub mod search;
pub mod uploads;
pub mod users;

/// The documented routes. Anything served must be registered here so it is in the OpenAPI
/// document (a test checks this).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(auth::register))
        .routes(routes!(auth::verify_email_and_create))
        .routes(routes!(auth::resend_verification_code))
        .routes(routes!(auth::login))
        .routes(routes!(auth::logout))
        .routes(routes!(auth::me))
        .routes(routes!(auth::request_password_reset))
        .routes(routes!(auth::verify_reset_code))
        .routes(routes!(auth::reset_password))
        .routes(routes!(auth::reset_migrated_password))
        .merge(
            OpenApiRouter::new()
                .routes(routes!(uploads::upload_image))
                .routes(routes!(uploads::upload_file))
                // Room for one 5 MB file plus the multipart framing; the handler enforces
                // the exact 5 MB.
                .layer(DefaultBodyLimit::max(
                    crate::uploads::MAX_FILE_BYTES + 64 * 1024,
                )),
        )
        .routes(routes!(uploads::serve_upload))
        .routes(routes!(users::delete_resume))
        .routes(routes!(users::update_profile))
        .routes(routes!(users::list_employers))
        .routes(routes!(users::get_employer))
        .routes(routes!(jobs::create_job))
        .routes(routes!(search::search_jobs))
        .routes(routes!(search::title_suggestions))
        .routes(routes!(search::similar_jobs))
        .routes(routes!(search::trending_jobs))
        .routes(routes!(jobs::get_job, jobs::update_job, jobs::delete_job))
        .routes(routes!(jobs::toggle_close))
        .routes(routes!(jobs::employer_jobs))
        .routes(routes!(jobs::own_jobs))
        .routes(routes!(jobs::total_open_positions))
        .routes(routes!(saved_jobs::save_job, saved_jobs::unsave_job))
        .routes(routes!(saved_jobs::my_saved_jobs))
        .routes(routes!(applications::apply))
        .routes(routes!(applications::my_applications))
        .routes(routes!(applications::job_applications))
        .routes(routes!(applications::set_status))
        .routes(routes!(analytics::employer_overview))
        .routes(routes!(analytics::jobseeker_overview))
        .routes(routes!(places::search_places))
        .routes(routes!(meta::meta))
        .routes(routes!(health::healthz))
}
