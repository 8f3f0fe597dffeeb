//! Spec §7 "Jobs" served from PostgreSQL (search, suggestions and similar jobs come from the
//! index in issue 4).

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult},
    extract::{Json, Path, Query, parse_id},
    job_input::JobBody,
    paging::Paging,
    session::{CurrentUser, Employer},
    state::AppState,
    store::{
        self,
        jobs::{JobRow, OwnJobsFilter, OwnJobsSort},
    },
};

/// The employer side of a job, as cards show it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobCompany {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub name: String,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
}

/// Salary bounds as some list replies carry them.
#[derive(Serialize, ToSchema)]
pub struct SalaryRange {
    pub min: Option<i64>,
    pub max: Option<i64>,
}

/// A job as the client sees it (spec §3 "Job").
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub title: String,
    pub company: JobCompany,
    pub location: String,
    pub state: String,
    #[serde(rename = "type")]
    pub job_type: String,
    pub category: String,
    pub work_mode: String,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: String,
    pub salary: SalaryRange,
    pub salary_text: String,
    pub gender: String,
    /// "Yes" or "No".
    pub is_blue_collar: &'static str,
    pub open_positions: i32,
    pub is_closed: bool,
    /// "Active" or "Closed".
    pub status: &'static str,
    pub application_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub is_saved: bool,
    /// The viewer's application status, or the text "null" (spec §3).
    pub application_status: String,
}

/// Spec §9 "Salary display": 'From X', 'Up to Y' or 'X - Y' with the period, in ₹ with Indian
/// digit grouping; otherwise 'Salary not disclosed'.
pub fn salary_text(min: Option<i64>, max: Option<i64>, frequency: &str) -> String {
    let period = if frequency.contains("month") {
        "per month"
    } else {
        "per year"
    };
    match (min, max) {
        (Some(a), Some(b)) => format!("₹{} - ₹{} {period}", inr(a), inr(b)),
        (Some(a), None) => format!("From ₹{} {period}", inr(a)),
        (None, Some(b)) => format!("Up to ₹{} {period}", inr(b)),
        (None, None) => "Salary not disclosed".into(),
    }
}

/// Indian digit grouping: 1,00,000.
pub fn inr(n: i64) -> String {
    let s = n.unsigned_abs().to_string();
    let (head, last3) = s.split_at(s.len().saturating_sub(3));
    let mut groups = Vec::new();
    let mut h = head;
    while h.len() > 2 {
        let (a, b) = h.split_at(h.len() - 2);
        groups.push(b);
        h = a;
    }
    if !h.is_empty() {
        groups.push(h);
    }
    groups.reverse();
    let mut out = if n < 0 {
        "-".to_string()
    } else {
        String::new()
    };
    if !groups.is_empty() {
        out.push_str(&groups.join(","));
        out.push(',');
    }
    out.push_str(last3);
    out
}

impl JobView {
    pub fn new(j: JobRow, is_saved: bool, application_status: Option<String>) -> Self {
        Self {
            id: j.id,
            salary_text: salary_text(j.salary_min, j.salary_max, &j.salary_frequency),
            salary: SalaryRange {
                min: j.salary_min,
                max: j.salary_max,
            },
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name,
                company_name: j.company_name,
                company_logo: j.company_logo,
            },
            title: j.title,
            location: j.location,
            state: j.state,
            job_type: j.job_type,
            category: j.category,
            work_mode: j.work_mode,
            description: j.description,
            requirements: j.requirements,
            salary_min: j.salary_min,
            salary_max: j.salary_max,
            salary_frequency: j.salary_frequency,
            gender: j.gender,
            is_blue_collar: if j.is_blue_collar { "Yes" } else { "No" },
            open_positions: j.open_positions,
            is_closed: j.is_closed,
            status: if j.is_closed { "Closed" } else { "Active" },
            application_count: j.application_count,
            created_at: j.created_at,
            updated_at: j.updated_at,
            is_saved,
            application_status: application_status.unwrap_or_else(|| "null".into()),
        }
    }
}

fn job_not_found() -> ApiError {
    ApiError::not_found("Job not found")
}

/// A job id from the path; anything but a UUID is a 400 naming the id.
pub fn job_id(raw: &str) -> ApiResult<Uuid> {
    parse_id(raw, "job")
}

/// Cards for several jobs with the viewer's saved flags and application statuses, in two
/// queries whatever the number of jobs.
pub async fn job_views(
    state: &AppState,
    viewer: Option<Uuid>,
    rows: Vec<JobRow>,
) -> ApiResult<Vec<JobView>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let mut marks = match viewer {
        Some(v) => store::jobs::viewer_states(&state.db, &ids, v).await?,
        None => Default::default(),
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let (saved, status) = marks.remove(&r.id).unwrap_or((false, None));
            JobView::new(r, saved, status)
        })
        .collect())
}

async fn view_for(state: &AppState, id: Uuid, viewer: Option<&CurrentUser>) -> ApiResult<JobView> {
    let job = store::jobs::get(&state.db, id)
        .await?
        .ok_or_else(job_not_found)?;
    let mut views = job_views(state, viewer.map(|v| v.id()), vec![job]).await?;
    Ok(views.remove(0))
}

/// POST /api/jobs
#[utoipa::path(post, path = "/api/jobs", tag = "jobs", request_body = JobBody,
    responses(
        (status = 201, description = "Posted; `job`"),
        (status = 400, description = "A job-form rule, or the company profile is incomplete"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not an employer"),
    ))]
pub async fn create_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Json(body): Json<JobBody>,
) -> ApiResult<Response> {
    let input = body.parse()?;
    if !store::jobs::employer_profile_complete(&state.db, me.id()).await? {
        return Err(ApiError::bad_request(
            "profile_incomplete",
            "Please complete your profile first! Company name, description, and logo are required to post jobs.",
        ));
    }
    let mut tx = state.db.begin().await?;
    let id = store::jobs::insert(&mut tx, me.id(), &input).await?;
    tx.commit().await?;
    crate::wake::indexer(&state, "job.created");
    tracing::info!(job_id = %id, employer_id = %me.id(), "job posted");
    let job = view_for(&state, id, Some(&me)).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(
            json!({ "success": true, "message": "Job Posted Successfully",
                           "phoneNumbersMasked": input.masked_phone, "job": job }),
        ),
    )
        .into_response())
}

/// PUT /api/jobs/{id}
#[utoipa::path(put, path = "/api/jobs/{id}", tag = "jobs", request_body = JobBody,
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 200, description = "Updated; `job`"),
        (status = 400, description = "A job-form rule or a malformed id"),
        (status = 404, description = "No such job of this employer"),
    ))]
pub async fn update_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
    Json(body): Json<JobBody>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    let input = body.parse()?;
    let mut tx = state.db.begin().await?;
    if !store::jobs::update(&mut tx, id, me.id(), &input).await? {
        return Err(job_not_found());
    }
    tx.commit().await?;
    crate::wake::indexer(&state, "job.updated");
    let job = view_for(&state, id, Some(&me)).await?;
    Ok(axum::Json(
        json!({ "success": true, "message": "Job Update Successfully",
                          "phoneNumbersMasked": input.masked_phone, "job": job }),
    )
    .into_response())
}

/// DELETE /api/jobs/{id}
#[utoipa::path(delete, path = "/api/jobs/{id}", tag = "jobs",
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 200, description = "Deleted with its applications and saves"),
        (status = 404, description = "No such job of this employer"),
    ))]
pub async fn delete_job(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    let mut tx = state.db.begin().await?;
    if !store::jobs::delete(&mut tx, id, me.id()).await? {
        return Err(job_not_found());
    }
    tx.commit().await?;
    crate::wake::indexer(&state, "job.deleted");
    tracing::info!(job_id = %id, employer_id = %me.id(), "job deleted");
    Ok(
        axum::Json(json!({ "success": true, "message": "Job deleted successfully" }))
            .into_response(),
    )
}

/// PUT /api/jobs/{id}/toggle-close
#[utoipa::path(put, path = "/api/jobs/{id}/toggle-close", tag = "jobs",
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 200, description = "Closed or reopened; `isClosed`, `job`"),
        (status = 404, description = "No such job of this employer"),
    ))]
pub async fn toggle_close(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    let mut tx = state.db.begin().await?;
    let closed = store::jobs::toggle_close(&mut tx, id, me.id())
        .await?
        .ok_or_else(job_not_found)?;
    tx.commit().await?;
    crate::wake::indexer(&state, "job.toggled");
    let job = view_for(&state, id, Some(&me)).await?;
    Ok(
        axum::Json(json!({ "success": true, "message": "Job Status Changed",
                          "isClosed": closed, "job": job }))
        .into_response(),
    )
}

/// GET /api/jobs/{id}: any visitor; a closed job still opens and says it is closed.
#[utoipa::path(get, path = "/api/jobs/{id}", tag = "jobs",
    params(("id" = String, Path, description = "Job id")),
    responses(
        (status = 200, description = "`job` with the viewer's `isSaved` and `applicationStatus`", body = JobView),
        (status = 400, description = "Malformed id"),
        (status = 404, description = "No such job"),
    ))]
pub async fn get_job(
    State(state): State<AppState>,
    Path(id): Path<String>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Response> {
    let id = job_id(&id)?;
    let job = view_for(&state, id, viewer.as_ref()).await?;
    Ok(axum::Json(json!({ "success": true, "job": job })).into_response())
}

/// Page parameters, as strings so a bad value gets a message naming it.
#[derive(Deserialize, IntoParams)]
pub struct PageQuery {
    pub page: Option<String>,
    pub limit: Option<String>,
}

/// GET /api/jobs/employer/{id}: an employer's open jobs, 10 a page.
#[utoipa::path(get, path = "/api/jobs/employer/{id}", tag = "jobs",
    params(("id" = String, Path, description = "Employer id"), PageQuery),
    responses(
        (status = 200, description = "`jobs` and `pagination`"),
        (status = 404, description = "No such employer"),
    ))]
pub async fn employer_jobs(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<PageQuery>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Response> {
    let id = parse_id(&id, "employer")?;
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 50)?;
    match store::users::by_id(&state.db, id).await? {
        Some(u) if u.role == "employer" => {}
        _ => return Err(ApiError::not_found("Employer not found")),
    }
    let (rows, total) = store::jobs::employer_open(&state.db, id, paging).await?;
    let jobs = job_views(&state, viewer.map(|v| v.id()), rows).await?;
    Ok(
        axum::Json(json!({ "success": true, "jobs": jobs, "pagination": paging.of(total) }))
            .into_response(),
    )
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
#[derive(Serialize, ToSchema)]
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
}

/// GET /api/jobs/get-jobs-employer: the signed-in employer's own jobs, 8 a page.
#[utoipa::path(get, path = "/api/jobs/get-jobs-employer", tag = "jobs", params(OwnJobsQuery),
    responses(
        (status = 200, description = "`data` (also `jobs`) and `pagination`"),
        (status = 400, description = "A bad parameter, named"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not an employer"),
    ))]
pub async fn own_jobs(
    State(state): State<AppState>,
    Employer(me): Employer,
    Query(q): Query<OwnJobsQuery>,
) -> ApiResult<Response> {
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
                "invalid_query",
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
                "invalid_query",
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
    let items: Vec<OwnJobItem> = rows
        .into_iter()
        .map(|j| OwnJobItem {
            id: j.id,
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name,
                company_name: j.company_name,
                company_logo: j.company_logo,
            },
            title: j.title,
            is_closed: j.is_closed,
            application_count: j.application_count,
            created_at: j.created_at,
            open_positions: j.open_positions,
        })
        .collect();
    Ok(
        axum::Json(json!({ "success": true, "data": &items, "jobs": &items,
                          "pagination": paging.of(total) }))
        .into_response(),
    )
}

/// GET /api/jobs/total-open-positions: how many jobs are open.
#[utoipa::path(get, path = "/api/jobs/total-open-positions", tag = "jobs",
    responses((status = 200, description = "`totalOpenPositions`: the number of open jobs")))]
pub async fn total_open_positions(State(state): State<AppState>) -> ApiResult<Response> {
    let n = store::jobs::count_open(&state.db).await?;
    Ok(axum::Json(json!({ "success": true, "totalOpenPositions": n })).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indian_grouping_and_salary_text() {
        assert_eq!(inr(0), "0");
        assert_eq!(inr(999), "999");
        assert_eq!(inr(1000), "1,000");
        assert_eq!(inr(100000), "1,00,000");
        assert_eq!(inr(12345678), "1,23,45,678");
        assert_eq!(
            salary_text(Some(15000), Some(22000), "per month"),
            "₹15,000 - ₹22,000 per month"
        );
        assert_eq!(
            salary_text(Some(600000), None, "per year"),
            "From ₹6,00,000 per year"
        );
        assert_eq!(
            salary_text(None, Some(900000), "per year"),
            "Up to ₹9,00,000 per year"
        );
        assert_eq!(salary_text(None, None, "per year"), "Salary not disclosed");
    }
}
