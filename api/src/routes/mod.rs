//! Every route, registered together with its OpenAPI description.

use axum::{Router, extract::DefaultBodyLimit};
use utoipa::openapi::{
    ContentBuilder, InfoBuilder, LicenseBuilder, OpenApi, Ref, RefOr, ResponseBuilder,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub mod admin;
pub mod alerts;
pub mod analytics;
pub mod applications;
pub mod auth;
pub mod brochure;
pub mod chat;
pub mod health;
pub mod jobs;
pub mod meta;
pub mod pages;
pub mod places;
pub mod saved_jobs;
pub mod search;
pub mod trust;
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
        .routes(routes!(uploads::simple_resume))
        .routes(routes!(uploads::serve_upload))
        .routes(routes!(users::delete_resume))
        .routes(routes!(users::update_profile))
        .routes(routes!(users::set_language))
        .routes(routes!(users::list_employers))
        .routes(routes!(users::get_employer))
        .routes(routes!(jobs::create_job))
        .routes(routes!(search::search_jobs))
        .routes(routes!(search::title_suggestions))
        .routes(routes!(search::similar_jobs))
        .routes(routes!(search::trending_jobs))
        .routes(routes!(search::recommended_jobs))
        .routes(routes!(jobs::get_job, jobs::update_job, jobs::delete_job))
        .routes(routes!(jobs::toggle_close))
        .routes(routes!(jobs::employer_jobs))
        .routes(routes!(jobs::own_jobs))
        .routes(routes!(jobs::total_open_positions))
        .routes(routes!(saved_jobs::save_job, saved_jobs::unsave_job))
        .routes(routes!(saved_jobs::my_saved_jobs))
        .routes(routes!(applications::apply))
        .routes(routes!(applications::my_applications))
        .routes(routes!(applications::mark_seen))
        .routes(routes!(applications::job_applications))
        .routes(routes!(applications::set_status))
        .routes(routes!(analytics::employer_overview))
        .routes(routes!(analytics::jobseeker_overview))
        .routes(routes!(places::search_places))
        .routes(routes!(meta::meta))
        .routes(routes!(brochure::employer_brochure))
        .routes(routes!(chat::chat))
        .routes(routes!(alerts::list_alerts, alerts::create_alert))
        .routes(routes!(alerts::update_alert, alerts::delete_alert))
        .routes(routes!(alerts::create_guest_alert))
        .routes(routes!(alerts::confirm_link, alerts::confirm_alert))
        .routes(routes!(
            alerts::unsubscribe_link,
            alerts::unsubscribe_one_click
        ))
        .routes(routes!(trust::report_job))
        .routes(routes!(trust::verify_domain))
        .routes(routes!(trust::verify_domain_confirm))
        .routes(routes!(admin::moderation_queue))
        .routes(routes!(admin::approve_job))
        .routes(routes!(admin::reject_job))
        .routes(routes!(admin::suspend_employer))
        .routes(routes!(admin::audit_log))
        .routes(routes!(health::healthz))
}

/// The routes and their finished OpenAPI document.
pub fn split() -> (Router<AppState>, OpenApi) {
    let (router, mut doc) = router().split_for_parts();
    finish(&mut doc);
    (router, doc)
}

/// What every operation shares, written once instead of on each: the document's own
/// description, and the two answers any JSON body can get before its handler runs (413 past
/// the body limit, 415 without `Content-Type: application/json`), both in the error shape.
fn finish(doc: &mut OpenApi) {
    doc.info = InfoBuilder::new()
        .title("KaamSetu API")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "The job board's HTTP API. Every error is `{ success: false, message, code }` \
             (ErrorBody). Signed-in calls carry the `ks_session` cookie.",
        ))
        .license(Some(LicenseBuilder::new().name("MIT").build()))
        .build();
    let error = |description: &str| {
        RefOr::T(
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                        .build(),
                )
                .build(),
        )
    };
    for item in doc.paths.paths.values_mut() {
        let ops = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for op in ops.into_iter().flatten() {
            let takes_json = matches!(&op.request_body, Some(RefOr::T(body))
                if body.content.contains_key("application/json"));
            if takes_json {
                let r = &mut op.responses.responses;
                r.entry("413".into())
                    .or_insert_with(|| error("The body is larger than the limit"));
                r.entry("415".into())
                    .or_insert_with(|| error("The body is not `application/json`"));
            }
        }
    }
}
