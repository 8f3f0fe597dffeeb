//! Spec §7 "Saved jobs": a job seeker's own saves only.

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde_json::json;
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult},
    extract::{Path, Query},
    paging::Paging,
    routes::jobs::{JobView, PageQuery, job_id},
    session::Jobseeker,
    state::AppState,
    store,
};

/// POST /api/save-jobs/{id}
#[utoipa::path(post, path = "/api/save-jobs/{id}", tag = "saved jobs",
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 201, description = "Saved"),
        (status = 200, description = "Already saved"),
        (status = 400, description = "Closed job or malformed id"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not a job seeker"),
        (status = 404, description = "No such job"),
    ))]
pub async fn save_job(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    let job = store::jobs::get(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    if job.is_closed {
        return Err(ApiError::bad_request("job_closed", "This job is closed"));
    }
    let created = store::saved_jobs::save(&state.db, me.id(), id).await?;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((
        status,
        axum::Json(json!({ "success": true, "message": "Job saved successfully" })),
    )
        .into_response())
}

/// DELETE /api/save-jobs/{id}
#[utoipa::path(delete, path = "/api/save-jobs/{id}", tag = "saved jobs",
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 200, description = "Removed"),
        (status = 404, description = "Not among this user's saved jobs"),
    ))]
pub async fn unsave_job(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    if !store::saved_jobs::unsave(&state.db, me.id(), id).await? {
        return Err(ApiError::not_found("This job is not in your saved jobs"));
    }
    Ok(
        axum::Json(json!({ "success": true, "message": "Job removed successfully" }))
            .into_response(),
    )
}

/// GET /api/save-jobs/my: 10 a page, newest save first.
#[utoipa::path(get, path = "/api/save-jobs/my", tag = "saved jobs", params(PageQuery),
    responses(
        (status = 200, description = "`savedJobs` (`_id`, `job`, `createdAt`) and `pagination`"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not a job seeker"),
    ))]
pub async fn my_saved_jobs(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Query(q): Query<PageQuery>,
) -> ApiResult<Response> {
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 50)?;
    let (rows, total) = store::saved_jobs::list(&state.db, me.id(), paging).await?;
    let ids: Vec<Uuid> = rows.iter().map(|r| r.job_id).collect();
    let mut views: std::collections::HashMap<Uuid, JobView> = crate::routes::jobs::job_views(
        &state,
        Some(me.id()),
        store::jobs::get_many(&state.db, &ids).await?,
    )
    .await?
    .into_iter()
    .map(|v| (v.id, v))
    .collect();
    // The save cascades away with its job, so the job is always there.
    let saved: Vec<_> = rows
        .into_iter()
        .filter_map(|r| {
            views
                .remove(&r.job_id)
                .map(|job| json!({ "_id": r.id, "createdAt": r.created_at, "job": job }))
        })
        .collect();
    Ok(axum::Json(json!({ "success": true, "savedJobs": saved,
                          "pagination": paging.of(total) }))
    .into_response())
}
