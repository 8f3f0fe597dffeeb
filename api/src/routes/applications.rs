//! Spec §7 "Applications": job seekers apply and see their own; employers see and decide on
//! applications to their own jobs only.

use axum::{Json as JsonReply, extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    extract::{Json, Path, Query, parse_id},
    mail,
    paging::{Pagination, Paging},
    session::{Employer, Jobseeker},
    state::AppState,
    store::{self, applications::ApplicationRow, outbox::SearchTx},
    views::{ApplicationStatus, ErrorBody, JobView, ProfileStatus},
};

/// The applicant as an employer sees them.
#[derive(Clone, Serialize, ToSchema)]
pub struct ApplicantView {
    #[serde(rename = "_id")]
    id: Uuid,
    name: String,
    email: String,
    avatar: Option<String>,
    /// The résumé sent with this application.
    resume: String,
    /// The applicant's profile as it is now: only in the replies to the employer the
    /// application was sent to (the privacy policy's sharing with employers).
    #[serde(skip_serializing_if = "Option::is_none")]
    profile: Option<ApplicantProfile>,
}

/// What an employer sees of an applicant's profile: how to reach them and what they offer.
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicantProfile {
    phone: Option<String>,
    /// The city the applicant gave.
    location: Option<String>,
    status: ProfileStatus,
    /// Only for an experienced applicant.
    years_of_experience: Option<i32>,
    skills: Vec<String>,
    education_qualification: Option<String>,
    languages: Vec<String>,
}

/// An application (spec §3 "Application").
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationView {
    #[serde(rename = "_id")]
    id: Uuid,
    /// The job applied to (absent in the reply of a status change).
    job: Option<JobView>,
    status: ApplicationStatus,
    resume: String,
    /// Where the résumé can be downloaded (for those allowed to read it).
    resume_url: String,
    applicant: ApplicantView,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    /// When an employer last changed the status (absent until they do).
    status_changed_at: Option<DateTime<Utc>>,
    /// The applicant's own lists only: the status changed since they last looked.
    #[serde(skip_serializing_if = "Option::is_none")]
    is_new_status: Option<bool>,
}

/// An application made or changed.
#[derive(Serialize, ToSchema)]
pub struct ApplicationReply {
    success: bool,
    message: &'static str,
    application: ApplicationView,
}

/// The pagination of the own applications, with `hasMore` (another page exists).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoreablePagination {
    #[serde(flatten)]
    page: Pagination,
    has_more: bool,
}

/// A page of the job seeker's own applications, newest first.
#[derive(Serialize, ToSchema)]
pub struct MyApplicationsReply {
    success: bool,
    applications: Vec<ApplicationView>,
    pagination: MoreablePagination,
}

/// A page of a job's applications: the rows as `data`, and again as `applications`.
#[derive(Serialize, ToSchema)]
pub struct JobApplicationsReply {
    success: bool,
    data: Vec<ApplicationView>,
    applications: Vec<ApplicationView>,
    job: JobView,
    pagination: Pagination,
}

/// Whether a reply shows the applicant's profile (only to the employer the application went
/// to).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Viewer {
    Applicant,
    Employer,
}

impl ApplicationView {
    fn new(a: ApplicationRow, job: Option<JobView>, viewer: Viewer) -> Self {
        let profile = (viewer == Viewer::Employer).then(|| ApplicantProfile {
            phone: a.applicant_phone,
            location: a.applicant_location,
            years_of_experience: a
                .applicant_years_of_experience
                .filter(|_| a.applicant_status == ProfileStatus::Experienced),
            status: a.applicant_status,
            skills: a.applicant_skills,
            education_qualification: a.applicant_education,
            languages: a.applicant_languages,
        });
        Self {
            status_changed_at: a.status_changed_at,
            is_new_status: None,
            id: a.id,
            job,
            status: a.status,
            resume_url: format!("/uploads/{}", a.resume),
            resume: a.resume.clone(),
            applicant: ApplicantView {
                id: a.applicant_id,
                name: a.applicant_name,
                email: a.applicant_email,
                avatar: a.applicant_avatar,
                resume: a.resume,
                profile,
            },
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// A list's status filter, any case: `all` (or nothing) is every status.
fn parse_status(raw: Option<&str>) -> ApiResult<Option<ApplicationStatus>> {
    match raw.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) if s.eq_ignore_ascii_case("all") => Ok(None),
        Some(s) => ApplicationStatus::ALL
            .into_iter()
            .find(|x| x.as_str().eq_ignore_ascii_case(s))
            .map(Some)
            .ok_or_else(|| {
                ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    "status must be all, Applied, In Review, Accepted or Rejected",
                )
            }),
    }
}

/// POST /api/applications/{jobId}
#[utoipa::path(post, path = "/api/applications/{jobId}", tag = "applications",
    params(("jobId" = Uuid, Path, description = "Job id")),
    responses(
        (status = 201, description = "Applied", body = ApplicationReply),
        (status = 400, description = "No résumé on the profile (message mentions resume), closed job, already applied, or a malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Employers cannot apply", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
pub async fn apply(
    State(state): State<AppState>,
    seeker: Result<Jobseeker, ApiError>,
    Path(job_id): Path<String>,
) -> ApiResult<(StatusCode, JsonReply<ApplicationReply>)> {
    let me = Jobseeker::or_refuse(
        seeker,
        "Employers cannot apply for jobs. Please login as a job seeker.",
    )?;
    let job_id = parse_id(&job_id, "job")?;
    let job = store::jobs::get(&state.db, job_id)
        .await?
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    if job.is_closed {
        return Err(job_closed());
    }
    let Some(resume) = me.user.profile.resume.clone().filter(|r| !r.is_empty()) else {
        return Err(ApiError::bad_request(
            ErrorCode::ResumeRequired,
            "Please upload your resume in your profile before applying",
        ));
    };
    let mut tx = SearchTx::begin(&state).await?;
    // A second application is the unique violation "already applied" (a 400).
    let Some(app) = store::applications::insert(&mut tx, job_id, me.id(), &resume).await? else {
        // Closed or deleted between the read above and the application.
        return Err(match store::jobs::get(&mut *tx, job_id).await? {
            Some(_) => job_closed(),
            None => ApiError::not_found("Job not found"),
        });
    };
    // The application count is part of a job's public face (trending).
    tx.job_changed(job_id, "job.applied").await?;
    tx.commit().await?;
    tracing::info!(job_id = %job_id, user_id = %me.id(), "applied");
    let job = JobView::new(job, false, Some(app.status));
    Ok((
        StatusCode::CREATED,
        JsonReply(ApplicationReply {
            success: true,
            message: "Applied to job successfully",
            application: ApplicationView::new(app, Some(job), Viewer::Applicant),
        }),
    ))
}

fn job_closed() -> ApiError {
    ApiError::bad_request(
        ErrorCode::JobClosed,
        "This job is closed and no longer accepts applications",
    )
}

/// Parameters of the application lists.
#[derive(Deserialize, IntoParams)]
pub struct ApplicationsQuery {
    page: Option<String>,
    limit: Option<String>,
    /// `all` (default), `Applied`, `In Review`, `Accepted` or `Rejected`.
    status: Option<String>,
    /// Employer list only: applicant name or email.
    search: Option<String>,
}

/// GET /api/applications/my: newest first, up to 1000 a page.
#[utoipa::path(get, path = "/api/applications/my", tag = "applications", params(ApplicationsQuery),
    responses(
        (status = 200, description = "A page of the own applications", body = MyApplicationsReply),
        (status = 400, description = "A bad parameter, named", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
    ))]
pub async fn my_applications(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Query(q): Query<ApplicationsQuery>,
) -> ApiResult<JsonReply<MyApplicationsReply>> {
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 1000)?;
    let status = parse_status(q.status.as_deref())?;
    let (rows, total) = store::applications::mine(&state.db, me.id(), status, paging).await?;
    // Each job as the seeker applied to it (title, company, salary, text), with whether it is
    // still open or was removed since, and the seeker's marks on it now.
    let snapshots: Vec<_> = rows
        .iter()
        .map(|r| {
            let mut job = r.job_snapshot.0.clone();
            job.is_closed = r.job_closed_now;
            job.is_removed = r.job_removed_now;
            job
        })
        .collect();
    let jobs = store::jobs::job_views(&state.db, Some(me.id()), snapshots).await?;
    let applications = rows
        .into_iter()
        .zip(jobs)
        .map(|(r, job)| {
            let a = r.application;
            let is_new = a.status != a.seen_status;
            ApplicationView {
                is_new_status: Some(is_new),
                ..ApplicationView::new(a, Some(job), Viewer::Applicant)
            }
        })
        .collect();
    let page = paging.of(total);
    Ok(JsonReply(MyApplicationsReply {
        success: true,
        applications,
        pagination: MoreablePagination {
            has_more: page.has_next_page,
            page,
        },
    }))
}

/// GET /api/applications/job/{jobId}: the owning employer only, 10 a page; each applicant with
/// their profile (phone, city, experience, skills, education, languages).
#[utoipa::path(get, path = "/api/applications/job/{jobId}", tag = "applications",
    params(("jobId" = Uuid, Path, description = "Job id"), ApplicationsQuery),
    responses(
        (status = 200, description = "A page of the job's applications", body = JobApplicationsReply),
        (status = 400, description = "A bad parameter, named, or a malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
        (status = 404, description = "No such job of this employer", body = ErrorBody),
    ))]
pub async fn job_applications(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(job_id): Path<String>,
    Query(q): Query<ApplicationsQuery>,
) -> ApiResult<JsonReply<JobApplicationsReply>> {
    let job_id = parse_id(&job_id, "job")?;
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 10, 100)?;
    let status = parse_status(q.status.as_deref())?;
    let job = store::jobs::get(&state.db, job_id)
        .await?
        .filter(|j| j.employer_id == me.id())
        .ok_or_else(|| {
            tracing::warn!(user_id = %me.id(), %job_id, "applicants of another's job refused");
            ApiError::not_found("Job not found")
        })?;
    let search = q
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(100).collect::<String>());
    let (rows, total) =
        store::applications::for_job(&state.db, job_id, status, search.as_deref(), paging).await?;
    let job = JobView::new(job, false, None);
    let out: Vec<ApplicationView> = rows
        .into_iter()
        .map(|a| ApplicationView::new(a, Some(job.clone()), Viewer::Employer))
        .collect();
    Ok(JsonReply(JobApplicationsReply {
        success: true,
        data: out.clone(),
        applications: out,
        job,
        pagination: paging.of(total),
    }))
}

/// How many status changes were marked seen.
#[derive(Serialize, ToSchema)]
pub struct SeenReply {
    success: bool,
    /// Applications whose new status is now seen.
    updated: u64,
}

/// POST /api/applications/my/seen: the job seeker has seen every status change (their
/// dashboard's "new" marks go).
#[utoipa::path(post, path = "/api/applications/my/seen", tag = "applications",
    responses(
        (status = 200, description = "Changes marked seen", body = SeenReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
    ))]
pub async fn mark_seen(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
) -> ApiResult<JsonReply<SeenReply>> {
    let updated = store::applications::mark_seen(&state.db, me.id()).await?;
    Ok(JsonReply(SeenReply {
        success: true,
        updated,
    }))
}

/// Body of a status change.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusBody {
    #[schema(value_type = crate::views::ApplicationStatus)]
    status: String,
}

/// PUT /api/applications/{id}/status
#[utoipa::path(put, path = "/api/applications/{id}/status", tag = "applications",
    params(("id" = Uuid, Path, description = "Application id")), request_body = StatusBody,
    responses(
        (status = 200, description = "Status updated", body = ApplicationReply),
        (status = 400, description = "Unknown status or a malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
        (status = 404, description = "No such application to this employer's jobs", body = ErrorBody),
    ))]
pub async fn set_status(
    State(state): State<AppState>,
    Employer(me): Employer,
    Path(id): Path<String>,
    Json(body): Json<StatusBody>,
) -> ApiResult<JsonReply<ApplicationReply>> {
    let id = parse_id(&id, "application")?;
    // A string in the body, so an unknown status gets the spec's message.
    let status = ApplicationStatus::parse(&body.status).ok_or_else(|| {
        ApiError::validation("Status must be Applied, In Review, Accepted or Rejected")
    })?;
    // The change and its mail commit together (the mail waits `status_mail_delay`, and is
    // dropped if the status changes again or back before then).
    let mut tx = state.db.begin().await?;
    let old = store::applications::set_status(&mut tx, id, me.id(), status)
        .await?
        .ok_or_else(|| ApiError::not_found("Application not found"))?;
    let app = store::applications::get(&mut *tx, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Application not found"))?;
    if old != status {
        let job = store::jobs::get(&mut *tx, app.job_id)
            .await?
            .ok_or_else(|| ApiError::not_found("Application not found"))?;
        let dashboard = format!("{}/application-dashboard", state.config.public_origin);
        let language = store::users::language_of(&mut *tx, app.applicant_id).await?;
        let mail = mail::status_mail(mail::StatusMail {
            application_id: app.id,
            to: &app.applicant_email,
            name: &app.applicant_name,
            job_title: &job.title,
            company: job.company(),
            status,
            dashboard_url: &dashboard,
            language,
        });
        mail::enqueue_after(&mut tx, &mail, state.config.status_mail_delay)
            .await
            .map_err(ApiError::internal)?;
    }
    tx.commit().await?;
    tracing::info!(application_id = %id, from = %old, %status, "application status changed");
    Ok(JsonReply(ApplicationReply {
        success: true,
        message: "Status updated",
        application: ApplicationView::new(app, None, Viewer::Employer),
    }))
}
