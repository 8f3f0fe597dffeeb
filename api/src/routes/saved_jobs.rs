//! Spec §7 "Saved jobs": a job seeker's own saves only.

use axum::{Json, extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    extract::{Path, Query},
    paging::{Pagination, Paging},
    routes::jobs::{PageQuery, job_id},
    session::Jobseeker,
    state::AppState,
    store,
    views::{ErrorBody, JobView, MessageReply},
};

/// A saved job: the save's id and time, and the job.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedJobView {
    #[serde(rename = "_id")]
    id: Uuid,
    created_at: DateTime<Utc>,
    job: JobView,
}

/// A page of saved jobs, newest save first.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedJobsReply {
    success: bool,
    saved_jobs: Vec<SavedJobView>,
    pagination: Pagination,
}

/// POST /api/save-jobs/{id}
#[utoipa::path(post, path = "/api/save-jobs/{id}", tag = "saved jobs",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 201, description = "Saved", body = MessageReply),
        (status = 200, description = "Already saved", body = MessageReply),
        (status = 400, description = "Closed job or malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
pub async fn save_job(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
) -> ApiResult<(StatusCode, Json<MessageReply>)> {
    let id = job_id(&id)?;
    let job = store::jobs::get(&state.db, id)
        .await?
        .filter(|j| j.review == kaamsetu_search::catalog::Review::Live)
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    if job.is_closed {
        return Err(ApiError::bad_request(
            ErrorCode::JobClosed,
            "This job is closed",
        ));
    }
    let created = store::saved_jobs::save(&state.db, me.id(), id).await?;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(MessageReply::new("Job saved successfully"))))
}

/// DELETE /api/save-jobs/{id}
#[utoipa::path(delete, path = "/api/save-jobs/{id}", tag = "saved jobs",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Removed", body = MessageReply),
        (status = 400, description = "Malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 404, description = "Not among this user's saved jobs", body = ErrorBody),
    ))]
pub async fn unsave_job(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageReply>> {
    let id = job_id(&id)?;
    if !store::saved_jobs::unsave(&state.db, me.id(), id).await? {
        return Err(ApiError::not_found("This job is not in your saved jobs"));
    }
    Ok(Json(MessageReply::new("Job removed successfully")))
}

/// GET /api/save-jobs/my: 10 a page, newest save first.
#[utoipa::path(get, path = "/api/save-jobs/my", tag = "saved jobs", params(PageQuery),
    responses(
        (status = 200, description = "A page of saved jobs", body = SavedJobsReply),
        (status = 400, description = "A bad page parameter", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
    ))]
pub async fn my_saved_jobs(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Query(q): Query<PageQuery>,
) -> ApiResult<Json<SavedJobsReply>> {
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 50)?;
    let (rows, total) = store::saved_jobs::list(&state.db, me.id(), paging).await?;
    let ids: Vec<Uuid> = rows.iter().map(|r| r.job_id).collect();
    let mut views: std::collections::HashMap<Uuid, JobView> = store::jobs::job_views(
        &state.db,
        Some(me.id()),
        store::jobs::get_many(&state.db, &ids).await?,
    )
    .await?
    .into_iter()
    .map(|v| (v.id, v))
    .collect();
    // A deleted job stays in the list (`isRemoved`), shown as no longer available.
    let saved_jobs = rows
        .into_iter()
        .filter_map(|r| {
            views.remove(&r.job_id).map(|job| SavedJobView {
                id: r.id,
                created_at: r.created_at,
                job,
            })
        })
        .collect();
    Ok(Json(SavedJobsReply {
        success: true,
        saved_jobs,
        pagination: paging.of(total),
    }))
}
