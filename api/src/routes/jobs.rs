//! Spec §7 "Jobs" served from PostgreSQL: a job, an employer's jobs, posting, editing, closing
//! and deleting (search, suggestions and similar jobs come from the index, `routes/search.rs`).

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    domain::Role,
    error::{ApiError, ApiResult, ErrorCode},
    extract::{Json, Path, Query, parse_id},
    job_input::JobBody,
    paging::{Pagination, Paging},
    session::{CurrentUser, Employer},
    state::AppState,
    store::{
        self,
        jobs::{OwnJobsFilter, OwnJobsSort},
        outbox::SearchTx,
    },
    views::Review,
    views::{ErrorBody, JobCompany, JobView, MessageReply},
};

/// A job posted or updated.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobSavedReply {
    success: bool,
    /// 'Job Posted Successfully' or 'Job Update Successfully'.
    message: &'static str,
    /// Phone numbers in the description were replaced by asterisks.
    phone_numbers_masked: bool,
    /// `live`: searchable now; `held`: saved, and searchable once an admin approves it (the
    /// job's `moderation.reasons` say why).
    review: Review,
    job: JobView,
}

/// A job closed or reopened.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobToggledReply {
    success: bool,
    message: &'static str,
    is_closed: bool,
    job: JobView,
}

/// One job.
#[derive(Serialize, ToSchema)]
pub struct JobReply {
    success: bool,
    job: JobView,
}

/// A page of jobs.
#[derive(Serialize, ToSchema)]
pub struct JobPageReply {
    success: bool,
    jobs: Vec<JobView>,
    pagination: Pagination,
}

/// A page of the manage-jobs list: the rows as `data`, and again as `jobs`.
#[derive(Serialize, ToSchema)]
pub struct OwnJobsReply {
    success: bool,
    data: Vec<OwnJobItem>,
    jobs: Vec<OwnJobItem>,
    pagination: Pagination,
}

/// How many jobs are open.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotalOpenPositionsReply {
    success: bool,
    total_open_positions: i64,
}

fn job_not_found() -> ApiError {
    ApiError::not_found("Job not found")
}

/// The answer for a job its employer deleted.
pub fn job_removed() -> ApiError {
    ApiError::new(
        StatusCode::GONE,
        ErrorCode::JobRemoved,
        "This job was removed by the employer and is no longer available",
    )
}

/// A job id from the path; anything but a UUID is a 400 naming the id.
pub fn job_id(raw: &str) -> ApiResult<Uuid> {
    parse_id(raw, "job")
}

/// The job as `viewer` may see it: a job that is not live (under review, hidden, rejected, or
/// of a suspended employer) only to its employer and admins, with its moderation; to anyone
/// else it is not found.
async fn view_for(state: &AppState, id: Uuid, viewer: Option<&CurrentUser>) -> ApiResult<JobView> {
    // A visitor reads the replica; a job it has not received yet is read from the primary.
    let signed_in = viewer.is_some();
    let job = match state
        .read_lagging(
            signed_in,
            |db| async move { store::jobs::get(&db, id).await },
        )
        .await?
    {
        Some(job) => job,
        None => store::jobs::get(&state.db, id)
            .await?
            .ok_or_else(job_not_found)?,
    };
    let moderator = viewer.is_some_and(|v| v.id() == job.employer_id || v.role() == Role::Admin);
    if job.review != Review::Live && !moderator {
        return Err(job_not_found());
    }
    let viewer_id = viewer.map(|v| v.id());
    let mut views = state
        .read_lagging(signed_in, |db| {
            let job = job.clone();
            async move { store::jobs::job_views(&db, viewer_id, vec![job]).await }
        })
        .await?;
    let mut view = views.remove(0);
    if moderator {
        view.moderation = store::moderation::moderation_of(&state.db, &[id])
            .await?
            .remove(&id)
            .map(Into::into);
    }
    Ok(view)
}

/// 403 for a suspended employer, with the admin's message.
fn suspended(message: &str) -> ApiError {
    let why = if message.trim().is_empty() {
        String::new()
    } else {
        format!(" {}", message.trim())
    };
    ApiError::forbidden(
        ErrorCode::AccountSuspended,
        format!("Your employer account is suspended, so you cannot post or edit jobs.{why}"),
    )
}

/// The check's verdict on a job form, from the employer's current face (403 when suspended).
async fn assess(
    state: &AppState,
    employer: Uuid,
    input: &crate::job_input::JobInput,
) -> ApiResult<kaamsetu_trust::Assessment> {
    let face = store::moderation::employer_face(&state.db, employer).await?;
    if let Some(message) = &face.suspended {
        return Err(suspended(message));
    }
    Ok(state.trust.assess(
        input,
        &crate::moderation::EmployerFace {
            company: &face.company,
            email: &face.email,
            verified: face.verified,
        },
    ))
}

/// 429 when the employer has posted as many jobs as allowed in the last hour or day (deleted
/// ones count: deleting does not give a post back).
fn posting_allowed(state: &AppState, posts: &store::jobs::RecentPosts) -> ApiResult<()> {
    let limits = [
        (
            posts.last_hour,
            state.config.job_posts_per_hour,
            posts.hour_frees_in,
            "an hour",
            "jobs:posts:hour",
        ),
        (
            posts.last_day,
            state.config.job_posts_per_day,
            posts.day_frees_in,
            "a day",
            "jobs:posts:day",
        ),
    ];
    for (count, max, frees_in, window, limit) in limits {
        if count as u64 >= max {
            let wait = frees_in.unwrap_or(60.0).ceil().max(1.0) as u64;
            let (n, unit) = if wait > 3600 {
                (wait.div_ceil(3600), "hour")
            } else {
                (wait.div_ceil(60), "minute")
            };
            let when = format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
            return Err(ApiError::too_many(
                limit,
                format!("You can post up to {max} jobs in {window}. Please try again in {when}."),
                wait,
                crate::error::Wait::RetryAfter,
            ));
        }
    }
    Ok(())
}

/// POST /api/jobs
#[utoipa::path(post, path = "/api/jobs", tag = "jobs", request_body = JobBody,
    responses(
        (status = 201, description = "Posted: live, or held for review (`review`)", body = JobSavedReply),
        (status = 400, description = "A job-form rule, the company profile is incomplete, or the scam-risk check refused it (`posting_refused`, `reasons` to remove)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer, or suspended (`account_suspended`)", body = ErrorBody),
        (status = 429, description = "The employer's posting limit (`KAAMSETU_JOB_POSTS_PER_HOUR`, `_PER_DAY`): `retryAfterSeconds`", body = ErrorBody),
    ))]
pub async fn create_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Json(body): Json<JobBody>,
) -> ApiResult<(StatusCode, axum::Json<JobSavedReply>)> {
    let input = body.parse()?;
    if !store::jobs::employer_profile_complete(&state.db, me.id()).await? {
        return Err(ApiError::bad_request(
            ErrorCode::ProfileIncomplete,
            "Please complete your profile first! Company name, description, and logo are required to post jobs.",
        ));
    }
    let verdict = assess(&state, me.id(), &input).await?;
    let review = crate::moderation::review_after_save(None, &verdict)?;
    let mut tx = SearchTx::begin(&state).await?;
    posting_allowed(&state, &store::jobs::recent_posts(&mut tx, me.id()).await?)?;
    let id = store::jobs::insert(&mut tx, me.id(), &input).await?;
    store::moderation::set_verdict(&mut tx, id, review, &verdict).await?;
    tx.commit().await?;
    tracing::info!(job_id = %id, employer_id = %me.id(), review = review.as_str(), score = verdict.score, "job posted");
    let job = view_for(&state, id, Some(&me)).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(JobSavedReply {
            success: true,
            message: "Job Posted Successfully",
            phone_numbers_masked: input.masked_phone,
            review,
            job,
        }),
    ))
}

/// PUT /api/jobs/{id}
#[utoipa::path(put, path = "/api/jobs/{id}", tag = "jobs", request_body = JobBody,
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Updated: live, or held for review (`review`)", body = JobSavedReply),
        (status = 400, description = "A job-form rule, a malformed id, or the scam-risk check refused it (`posting_refused`, `reasons` to remove)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer, or suspended (`account_suspended`)", body = ErrorBody),
        (status = 404, description = "No such job of this employer", body = ErrorBody),
    ))]
pub async fn update_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
    Json(body): Json<JobBody>,
) -> ApiResult<axum::Json<JobSavedReply>> {
    let id = job_id(&id)?;
    let input = body.parse()?;
    let verdict = assess(&state, me.id(), &input).await?;
    let mut tx = SearchTx::begin(&state).await?;
    let Some((before, approved)) = store::moderation::lock_review(&mut tx, id, me.id()).await?
    else {
        return Err(job_not_found());
    };
    let review = crate::moderation::review_after_save(Some((before, &approved)), &verdict)?;
    if !store::jobs::update(&mut tx, id, me.id(), &input).await? {
        return Err(job_not_found());
    }
    store::moderation::set_verdict(&mut tx, id, review, &verdict).await?;
    tx.commit().await?;
    if before == Review::Live && review != Review::Live {
        state.trust.withhold_jobs(&[id]);
    }
    let job = view_for(&state, id, Some(&me)).await?;
    Ok(axum::Json(JobSavedReply {
        success: true,
        message: "Job Update Successfully",
        phone_numbers_masked: input.masked_phone,
        review,
        job,
    }))
}

/// DELETE /api/jobs/{id}
#[utoipa::path(delete, path = "/api/jobs/{id}", tag = "jobs",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Deleted: out of search and the employer's lists; applications and saves stay, showing the job as no longer available", body = MessageReply),
        (status = 400, description = "Malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
        (status = 404, description = "No such job of this employer", body = ErrorBody),
    ))]
pub async fn delete_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<MessageReply>> {
    let id = job_id(&id)?;
    let mut tx = SearchTx::begin(&state).await?;
    if !store::jobs::delete(&mut tx, id, me.id()).await? {
        return Err(job_not_found());
    }
    tx.commit().await?;
    tracing::info!(job_id = %id, employer_id = %me.id(), "job deleted");
    Ok(axum::Json(MessageReply::new("Job deleted successfully")))
}

/// PUT /api/jobs/{id}/toggle-close
#[utoipa::path(put, path = "/api/jobs/{id}/toggle-close", tag = "jobs",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "Closed or reopened", body = JobToggledReply),
        (status = 400, description = "Malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
        (status = 404, description = "No such job of this employer", body = ErrorBody),
    ))]
pub async fn toggle_close(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<JobToggledReply>> {
    let id = job_id(&id)?;
    let mut tx = SearchTx::begin(&state).await?;
    let closed = store::jobs::toggle_close(&mut tx, id, me.id())
        .await?
        .ok_or_else(job_not_found)?;
    tx.commit().await?;
    let job = view_for(&state, id, Some(&me)).await?;
    Ok(axum::Json(JobToggledReply {
        success: true,
        message: "Job Status Changed",
        is_closed: closed,
        job,
    }))
}

/// GET /api/jobs/{id}: any visitor; a closed job still opens and says it is closed.
#[utoipa::path(get, path = "/api/jobs/{id}", tag = "jobs",
    params(("id" = Uuid, Path, description = "Job id")),
    responses(
        (status = 200, description = "The job with the viewer's `isSaved` and `applicationStatus`", body = JobReply),
        (status = 400, description = "Malformed id", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
        (status = 410, description = "The employer deleted this job (`job_removed`)", body = ErrorBody),
    ))]
pub async fn get_job(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Option<CurrentUser>,
) -> ApiResult<axum::Json<JobReply>> {
    let id = job_id(&id)?;
    match view_for(&state, id, viewer.as_ref()).await {
        Err(e)
            if e.status == StatusCode::NOT_FOUND
                && store::jobs::was_removed(&state.db, id).await? =>
        {
            Err(job_removed())
        }
        res => Ok(axum::Json(JobReply {
            success: true,
            job: res?,
        })),
    }
}

/// Page parameters, as strings so a bad value gets a message naming it.
#[derive(Deserialize, IntoParams)]
pub struct PageQuery {
    pub page: Option<String>,
    pub limit: Option<String>,
}

/// GET /api/jobs/employer/{id}: an employer's open jobs, 10 a page.
#[utoipa::path(get, path = "/api/jobs/employer/{id}", tag = "jobs",
    params(("id" = Uuid, Path, description = "Employer id"), PageQuery),
    responses(
        (status = 200, description = "A page of the employer's open jobs", body = JobPageReply),
        (status = 400, description = "Malformed id or a bad page parameter", body = ErrorBody),
        (status = 404, description = "No such employer", body = ErrorBody),
    ))]
pub async fn employer_jobs(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<PageQuery>,
    viewer: Option<CurrentUser>,
) -> ApiResult<axum::Json<JobPageReply>> {
    let id = parse_id(&id, "employer")?;
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 50)?;
    let viewer_id = viewer.as_ref().map(|v| v.id());
    let found = state
        .read_lagging(viewer.is_some(), |db| async move {
            let Some(u) = store::users::by_id(&db, id).await? else {
                return Ok(None);
            };
            if u.role != Role::Employer {
                return Ok(None);
            }
            let (rows, total) = store::jobs::employer_open(&db, id, paging).await?;
            let jobs = store::jobs::job_views(&db, viewer_id, rows).await?;
            Ok(Some((jobs, total)))
        })
        .await?;
    let Some((jobs, total)) = found else {
        return Err(ApiError::not_found("Employer not found"));
    };
    Ok(axum::Json(JobPageReply {
        success: true,
        jobs,
        pagination: paging.of(total),
    }))
}

/// Parameters of the manage-jobs list.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct OwnJobsQuery {
    page: Option<String>,
    limit: Option<String>,
    /// Matches title or company, case-insensitive.
    search: Option<String>,
    /// `all`, `active` or `closed` (any case).
    status: Option<String>,
    /// `applicants`, `title`, `status`, else `createdAt`.
    sort_by: Option<String>,
    /// `asc` or `desc` (default `desc`).
    sort_dir: Option<String>,
}

/// One row of the manage-jobs list.
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnJobItem {
    #[serde(rename = "_id")]
    id: Uuid,
    title: String,
    company: JobCompany,
    is_closed: bool,
    application_count: i64,
    created_at: DateTime<Utc>,
    open_positions: i32,
    /// `live`, or why it is not searchable: `held` (under review), `hidden` (reported),
    /// `rejected`, `suspended`.
    review: Review,
    /// What the scam-risk check found (empty when nothing).
    review_reasons: Vec<String>,
    /// The admin's message when it was rejected, or when its employer was suspended.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    moderation_message: Option<String>,
}

/// GET /api/jobs/get-jobs-employer: the signed-in employer's own jobs, 8 a page.
#[utoipa::path(get, path = "/api/jobs/get-jobs-employer", tag = "jobs", params(OwnJobsQuery),
    responses(
        (status = 200, description = "A page of the employer's jobs", body = OwnJobsReply),
        (status = 400, description = "A bad parameter, named", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
    ))]
pub async fn own_jobs(
    State(state): State<AppState>,
    Employer(me): Employer,
    Query(q): Query<OwnJobsQuery>,
) -> ApiResult<axum::Json<OwnJobsReply>> {
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 8, 50)?;
    let closed = match q
        .status
        .as_deref()
        .map(|s| s.trim().to_lowercase())
        .as_deref()
    {
        None | Some("") | Some("all") | Some("all status") => None,
        Some("active") => Some(false),
        Some("closed") => Some(true),
        Some(_) => {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "status must be all, active or closed",
            ));
        }
    };
    let sort = match q.sort_by.as_deref() {
        Some("applicants") => OwnJobsSort::Applicants,
        Some("title") => OwnJobsSort::Title,
        Some("status") => OwnJobsSort::Status,
        _ => OwnJobsSort::CreatedAt,
    };
    let descending = match q.sort_dir.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("") | Some("desc") => true,
        Some("asc") => false,
        Some(_) => {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "sortDir must be asc or desc",
            ));
        }
    };
    let search = q
        .search
        .map(|s| s.trim().chars().take(100).collect::<String>())
        .filter(|s| !s.is_empty());
    let filter = OwnJobsFilter {
        search,
        closed,
        sort,
        descending,
    };
    let (rows, total) = store::jobs::own_list(&state.db, me.id(), &filter, paging).await?;
    let ids: Vec<Uuid> = rows.iter().map(|j| j.id).collect();
    let mut moderation = store::moderation::moderation_of(&state.db, &ids).await?;
    let items: Vec<OwnJobItem> = rows
        .into_iter()
        .map(|j| {
            let m = moderation.remove(&j.id);
            (j, m)
        })
        .map(|(j, m)| OwnJobItem {
            review: j.review,
            review_reasons: m
                .as_ref()
                .map(|m| m.risk_signals.0.iter().map(|s| s.reason.clone()).collect())
                .unwrap_or_default(),
            moderation_message: m.and_then(|m| m.moderation_message),
            id: j.id,
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name,
                company_name: j.company_name,
                company_logo: j.company_logo,
                verified: j.company_verified,
            },
            title: j.title,
            is_closed: j.is_closed,
            application_count: j.application_count,
            created_at: j.created_at,
            open_positions: j.open_positions,
        })
        .collect();
    Ok(axum::Json(OwnJobsReply {
        success: true,
        data: items.clone(),
        jobs: items,
        pagination: paging.of(total),
    }))
}

/// GET /api/jobs/total-open-positions: how many jobs are open.
#[utoipa::path(get, path = "/api/jobs/total-open-positions", tag = "jobs",
    responses((status = 200, description = "The number of open jobs", body = TotalOpenPositionsReply), crate::views::EdgeErrors))]
pub async fn total_open_positions(
    State(state): State<AppState>,
) -> ApiResult<axum::Json<TotalOpenPositionsReply>> {
    let n = store::jobs::count_open(&state.db).await?;
    Ok(axum::Json(TotalOpenPositionsReply {
        success: true,
        total_open_positions: n,
    }))
}
